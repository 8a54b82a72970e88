package eng;

// Branches whose sides are straight-line arithmetic on locals (path
// merging, branch_merging.cpp): one path each when merging is on.
public class Merging {
    static int counter;

    // Triangles (n++, n += 2), a diamond choosing a maximum, a ternary
    // (both sides push a constant), a long and a double side; in a loop,
    // as only branches in loops merge.
    public static long signs(int a, int b, int c, double d) {
        long result = 0;
        for (int once = 0; once < 1; once++) {
            int n = 0;
            if (a > 0) n++;
            if (b > 0) n++;
            if (c > 0) n += 2;
            int m;
            if (a > b) m = a; else m = b;
            int above = m > c ? 1 : 0;
            long wide = 0;
            if (a < b) wide = (long) b - a;
            double magnitude = d < 0 ? -d : d;
            result = n * 1000L + above * 100L + wide + (magnitude > 1.5 ? 7 : 0);
        }
        return result;
    }

    // Outside a loop a branch splits the path once: not merged.
    public static int outsideLoop(int a) {
        int r = 0;
        if (a > 0) r = 1;
        return r;
    }

    // A count over a loop of fixed trips: still one path.
    public static int countPositive(int a, int b, int c, int d) {
        int[] values = {a, b, c, d};
        int count = 0;
        for (int v : values) {
            if (v > 0) count++;
        }
        return count;
    }

    // The merged count decides a branch after the loop: that query holds
    // the merged ites.
    public static boolean allPositive(int a, int b, int c) {
        int[] values = {a, b, c};
        int count = 0;
        for (int v : values) {
            if (v > 0) count++;
        }
        return count == values.length;
    }

    // Bubble sort of three: each compare-and-swap writes two elements of a
    // local array at known indices, merged; one path in all.
    public static int sortedCode(int a, int b, int c) {
        int[] v = {a, b, c};
        for (int pass = 0; pass < 2; pass++) {
            for (int j = 0; j + 1 < v.length; j++) {
                if (v[j] > v[j + 1]) {
                    int t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
            }
        }
        byte[] small = {(byte) a};
        for (int once = 0; once < 1; once++) {
            if (b > 0) small[0] = (byte) (small[0] + 200);
        }
        return v[0] * 31 * 31 + v[1] * 31 + v[2] + small[0];
    }

    // A side reading an index that may be out of bounds would throw: the
    // path forks there.
    public static int guarded(int[] a, int i) {
        int r = 0;
        for (int once = 0; once < 1; once++) {
            if (i > 2) r = a[i];
        }
        return r;
    }

    // A side that writes a field is not pure: the path forks.
    public static int withStore(int a) {
        for (int once = 0; once < 1; once++) {
            if (a > 0) counter++;
        }
        return counter;
    }
}
