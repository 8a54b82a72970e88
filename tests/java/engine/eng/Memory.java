package eng;

import java.util.ArrayList;
import java.util.List;

/** Allocations past Java's heap and past the JVM's largest array. */
public class Memory {
    public static int huge(int n) {
        if (n > 5) {
            long[] a = new long[Integer.MAX_VALUE - 8];  // 16 GiB
            return a.length;
        }
        return n;
    }

    public static int beyondVmLimit(int n) {
        int[][] a = new int[1 + (n & 1)][Integer.MAX_VALUE - 1];
        return a.length;
    }

    /** Keeps 1 MiB blocks until the heap is full: how many fit, negated, or all of them. */
    public static int fill(int blocks) {
        List<byte[]> kept = new ArrayList<>();
        try {
            for (int i = 0; i < blocks; i++) kept.add(new byte[1 << 20]);
        } catch (OutOfMemoryError e) {
            return -kept.size();
        }
        return kept.size();
    }

    /** Doubles a StringBuilder n times: its length, negated if the heap ran out first. */
    public static int doubleText(int n) {
        StringBuilder text = new StringBuilder("x");
        try {
            for (int i = 0; i < n; i++) text.append(text);
        } catch (OutOfMemoryError e) {
            return -text.length();
        }
        return text.length();
    }

    public static int repeatLength(int n) {
        try {
            return "ab".repeat(n).length();
        } catch (OutOfMemoryError e) {
            return e.getMessage().equals("Required length exceeds implementation limit") ? -1 : -2;
        }
    }

    public static int cloneLength(int n) {
        int[] small = new int[n];
        try {
            return small.clone().length;
        } catch (OutOfMemoryError e) {
            return -1;
        }
    }

    /**
     * Waiting paths that each keep their own copy of 30 arrays (72 MiB to the engine): after each
     * branch a write into every array, so memory grows with the paths waiting, not on any one path.
     */
    public static int spread(int flags) {
        long[][] kept = new long[30][];
        for (int i = 0; i < kept.length; i++) kept[i] = new long[100_000];
        int n = 0;
        if ((flags & (1 << 0)) != 0) n += 1;
        touch(kept, n);
        if ((flags & (1 << 1)) != 0) n += 2;
        touch(kept, n);
        if ((flags & (1 << 2)) != 0) n += 3;
        touch(kept, n);
        if ((flags & (1 << 3)) != 0) n += 4;
        touch(kept, n);
        if ((flags & (1 << 4)) != 0) n += 5;
        touch(kept, n);
        if ((flags & (1 << 5)) != 0) n += 6;
        touch(kept, n);
        if ((flags & (1 << 6)) != 0) n += 7;
        touch(kept, n);
        if ((flags & (1 << 7)) != 0) n += 8;
        touch(kept, n);
        if ((flags & (1 << 8)) != 0) n += 9;
        touch(kept, n);
        if ((flags & (1 << 9)) != 0) n += 10;
        touch(kept, n);
        return n;
    }

    private static void touch(long[][] kept, int value) {
        for (long[] block : kept) block[0] = value;
    }
}
