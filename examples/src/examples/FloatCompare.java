package examples;

/** Float and double comparisons where NaN and -0.0 go the "other" way: x != x, Float.isNaN, 1/x to tell -0.0, casts. */
public class FloatCompare {
    public static final int NAN = 0;
    public static final int NEGATIVE_INFINITY = 1;
    public static final int NEGATIVE = 2;
    public static final int NEGATIVE_ZERO = 3;
    public static final int POSITIVE_ZERO = 4;
    public static final int POSITIVE = 5;
    public static final int POSITIVE_INFINITY = 6;

    public static int classify(double x) {
        if (x != x) {  // only NaN is not equal to itself
            return NAN;
        }
        if (x == Double.NEGATIVE_INFINITY) {
            return NEGATIVE_INFINITY;
        }
        if (x == Double.POSITIVE_INFINITY) {
            return POSITIVE_INFINITY;
        }
        if (x == 0.0) {  // true for -0.0 too; 1 / -0.0 is -Infinity
            return 1.0 / x < 0 ? NEGATIVE_ZERO : POSITIVE_ZERO;
        }
        return x < 0 ? NEGATIVE : POSITIVE;
    }

    /** The naive maximum: a NaN in a is dropped (a > b is false), a NaN in b is returned. */
    public static float naiveMax(float a, float b) {
        return a > b ? a : b;
    }

    /** The maximum as Math.max defines it: NaN wins, and 0.0f is larger than -0.0f. */
    public static float max(float a, float b) {
        if (Float.isNaN(a) || Float.isNaN(b)) {
            return Float.NaN;
        }
        if (a == 0.0f && b == 0.0f) {
            return 1.0f / a > 0 ? a : b;  // a is +0.0f: a; otherwise b is at least as large
        }
        return a >= b ? a : b;
    }

    /** Whether !(a > b) and a <= b disagree, which happens only when a or b is NaN. */
    public static boolean negationDiffers(double a, double b) {
        return !(a > b) != (a <= b);
    }

    /** Strictly between lo and hi; never true when any argument is NaN. */
    public static boolean between(double x, double lo, double hi) {
        return lo < x && x < hi;
    }

    /** Equal within epsilon; infinities equal only themselves and NaN equals nothing. */
    public static boolean approximatelyEqual(double a, double b, double epsilon) {
        if (a == b) {
            return true;
        }
        double difference = a - b;
        if (difference < 0) {
            difference = -difference;
        }
        return difference <= epsilon;
    }

    /** f as an int when it is a whole number in the int range; a bare (int) cast maps NaN to 0 and saturates. */
    public static int toIntExact(float f) {
        if (f != f) {
            throw new IllegalArgumentException("NaN has no int value");
        }
        if (f >= 2147483648.0f || f < -2147483648.0f) {
            throw new ArithmeticException("out of the int range");
        }
        int i = (int) f;
        if (i != f) {
            throw new ArithmeticException("not a whole number");
        }
        return i;
    }

    private FloatCompare() {
        // static methods only
    }
}
