package examples;

/** long division: ArithmeticException on b == 0, MIN_VALUE / -1, try/catch/finally, Math.floorDiv and floorMod. */
public class SafeDivision {
    public static final int EXACT = 0;
    public static final int INEXACT = 1;
    public static final int BY_ZERO = 2;

    /** a / b; throws ArithmeticException ("/ by zero") when b == 0. */
    public static long quotient(long a, long b) {
        return a / b;
    }

    /** a % b; throws ArithmeticException when b == 0. */
    public static long remainder(long a, long b) {
        return a % b;
    }

    public static long divideOrDefault(long a, long b, long fallback) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return fallback;
        }
    }

    /** a / b, refusing both division by zero and the one quotient that overflows. */
    public static long checkedDivide(long a, long b) {
        if (b == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (a == Long.MIN_VALUE && b == -1) {
            throw new ArithmeticException("quotient overflows");  // a / b would silently be Long.MIN_VALUE
        }
        return a / b;
    }

    /** a / b rounded toward positive infinity (the exception for b == 0 comes from Math.floorDiv). */
    public static long ceilDivide(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    /** a mod m in 0..m-1 for positive m, via Math.floorMod (a % m alone is negative for negative a). */
    public static long wrap(long a, long m) {
        if (m <= 0) {
            throw new IllegalArgumentException("modulus must be positive");
        }
        return Math.floorMod(a, m);
    }

    /** EXACT, INEXACT or BY_ZERO for a / b; the finally block runs on every exit, the catch included. */
    public static int divisionOutcome(long a, long b) {
        int[] lease = {1};  // stands in for a resource that must be released
        try {
            long q = a / b;
            return q * b == a ? EXACT : INEXACT;
        } catch (ArithmeticException e) {
            return BY_ZERO;
        } finally {
            lease[0] = 0;
        }
    }

    private SafeDivision() {
        // static methods only
    }
}
