package ceiling;

// One method whose waiting paths together hold far more memory than gen's
// --max-memory in the test allows, though no single path comes near it: 60
// arrays of 100,000 longs (144 MiB to the engine), and after each branch a
// write into every array, so that each waiting path keeps its own copy of
// them. Beside it, a method that needs little, first, so that it is
// explored before the other reaches the ceiling.
public class Hoard {
    public static int clamp(int x) {
        if (x > 10) return 1;
        if (x < -10) return -1;
        return 0;
    }

    public static int hoard(int flags) {
        long[][] kept = new long[60][];
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
        if ((flags & (1 << 10)) != 0) n += 11;
        touch(kept, n);
        if ((flags & (1 << 11)) != 0) n += 12;
        touch(kept, n);
        return n;
    }

    private static void touch(long[][] kept, int value) {
        for (long[] block : kept) block[0] = value;
    }
}
