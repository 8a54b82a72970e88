package examples;

/** Range checks and clamping with Math.min/max/abs and Integer/Long.compare, and where Math.abs stays negative. */
public class Range {
    public static int clamp(int value, int lo, int hi) {
        if (lo > hi) {
            throw new IllegalArgumentException("lo must not exceed hi");
        }
        return Math.max(lo, Math.min(value, hi));
    }

    /** Whether x is in the closed interval [lo, hi]. */
    public static boolean contains(int lo, int hi, int x) {
        return lo <= x && x <= hi;
    }

    /** Whether the closed intervals [lo1, hi1] and [lo2, hi2] share a point. */
    public static boolean overlaps(int lo1, int hi1, int lo2, int hi2) {
        return lo1 <= hi2 && lo2 <= hi1;
    }

    /** |a - b| in int arithmetic: when a - b wraps to Integer.MIN_VALUE, Math.abs returns it unchanged (negative). */
    public static int distance(int a, int b) {
        int d = Math.abs(a - b);
        if (d < 0) {
            return Integer.MAX_VALUE;
        }
        return d;
    }

    /** |a - b| without overflow. */
    public static long distanceExact(int a, int b) {
        return Math.abs((long) a - b);
    }

    /** -1 if a is closer to target than b, 1 if b is closer; on a tie the smaller of a and b wins. */
    public static int closer(int target, int a, int b) {
        int byDistance = Long.compare(distanceExact(target, a), distanceExact(target, b));
        if (byDistance == 0) {
            return Integer.compare(a, b);
        }
        return byDistance;
    }

    /** Whether x is within tolerance of target; x - target wraps for far-apart values. */
    public static boolean isWithin(long x, long target, long tolerance) {
        if (tolerance < 0) {
            throw new IllegalArgumentException("tolerance must not be negative");
        }
        return Math.abs(x - target) <= tolerance;
    }

    private Range() {
        // static methods only
    }
}
