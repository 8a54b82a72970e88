package examples;

/** Static and local primitive arrays indexed by symbolic values, with in-bounds and out-of-bounds paths. */
public class LookupTable {
    static final int[] DAYS_BEFORE_MONTH = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    static final char[] HEX_DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f',
    };
    static final int[] PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};

    /** Day of the year; month indexes the table unchecked, so month 0 or 13 throws ArrayIndexOutOfBoundsException. */
    public static int dayOfYear(int day, int month, boolean leapYear) {
        int days = DAYS_BEFORE_MONTH[month - 1] + day;
        if (leapYear && month > 2) {
            days++;
        }
        return days;
    }

    /** The hex digit for 0..15; anything else throws ArrayIndexOutOfBoundsException. */
    public static char hexDigit(int nibble) {
        return HEX_DIGITS[nibble];
    }

    /** Hex digit number position (0 = lowest) of value. */
    public static char hexDigitAt(int value, int position) {
        if (position < 0 || position > 7) {
            throw new IllegalArgumentException("position must be in 0..7");
        }
        return HEX_DIGITS[(value >>> (4 * position)) & 0xf];
    }

    /** The n-th prime for n in 1..10, else -1. */
    public static int nthPrime(int n) {
        if (n < 1 || n > PRIMES.length) {
            return -1;
        }
        return PRIMES[n - 1];
    }

    /** Position of p in PRIMES, or -1: a loop of constant length with a symbolic comparison. */
    public static int indexOfPrime(int p) {
        for (int i = 0; i < PRIMES.length; i++) {
            if (PRIMES[i] == p) {
                return i;
            }
        }
        return -1;
    }

    /** The square of a decimal digit from a local table; no check, so -1 or 10 runs off the table. */
    public static int digitSquare(int digit) {
        int[] squares = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
        return squares[digit];
    }

    /** The most frequent of three values in 0..3 (the smallest on a tie), counted in a local array. */
    public static int mostFrequent(int a, int b, int c) {
        int[] counts = new int[4];
        counts[a]++;
        counts[b]++;
        counts[c]++;
        int best = 0;
        for (int v = 1; v < counts.length; v++) {
            if (counts[v] > counts[best]) {
                best = v;
            }
        }
        return best;
    }

    private LookupTable() {
        // static methods only
    }
}
