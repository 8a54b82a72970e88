package eng;

// Math.min, max and abs on symbolic ints and longs: one path each (the
// engine computes them as expressions; the JDK's code would fork).
public class MinMax {
    public static int clamp(int value, int low, int high) {
        return Math.max(low, Math.min(value, high)) - Math.abs(value);
    }

    public static long longs(long a, long b) {
        return Math.min(a, b) * 3 + Math.max(a, b) + Math.abs(a) + StrictMath.abs(b);
    }

    public static int runningMinimum(int a, int b, int c, int d) {
        int[] values = {a, b, c, d};
        int min = Integer.MAX_VALUE;
        for (int v : values) min = StrictMath.min(min, v);
        return min;
    }
}
