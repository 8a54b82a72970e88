package examples;

/** Overflow detection: saturating and checked int/long/short arithmetic whose branches hinge on wrap-around. */
public class SaturatingMath {
    /** a + b, clamped to the int range instead of wrapping. */
    public static int addSaturated(int a, int b) {
        int sum = a + b;
        if (b > 0 && sum < a) {
            return Integer.MAX_VALUE;  // wrapped past the top
        }
        if (b < 0 && sum > a) {
            return Integer.MIN_VALUE;  // wrapped past the bottom
        }
        return sum;
    }

    /** a - b, computed exactly in a long and then clamped. */
    public static int subtractSaturated(int a, int b) {
        long exact = (long) a - b;
        if (exact > Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        if (exact < Integer.MIN_VALUE) {
            return Integer.MIN_VALUE;
        }
        return (int) exact;
    }

    /** a * b for 16-bit audio samples, clamped to the short range with Math.min and Math.max. */
    public static short multiplySaturated(short a, short b) {
        int product = a * b;  // at most 2^30 in magnitude, so exact in an int
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, product));
    }

    /** Adds a non-negative amount to a counter, sticking at Integer.MAX_VALUE. */
    public static int bump(int counter, int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("amount must not be negative");
        }
        if (counter + amount < counter) {  // the sum wrapped around
            return Integer.MAX_VALUE;
        }
        return counter + amount;
    }

    /** -x, except that -Integer.MIN_VALUE (which is Integer.MIN_VALUE again) becomes Integer.MAX_VALUE. */
    public static int negateSaturated(int x) {
        if (x == Integer.MIN_VALUE) {
            return Integer.MAX_VALUE;
        }
        return -x;
    }

    /** a + b on longs, throwing when the sign of the result shows an overflow (as Math.addExact does). */
    public static long addExact(long a, long b) {
        long sum = a + b;
        if (((a ^ sum) & (b ^ sum)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return sum;
    }

    private SaturatingMath() {
        // static methods only
    }
}
