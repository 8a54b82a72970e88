package eng;

// Integer's and Long's bit counts on symbolic ints and longs: one path each
// (the engine computes them as expressions; the JDK's code would fork).
public class BitCounts {
    public static int ints(int x) {
        return Integer.bitCount(x) + 100 * Integer.numberOfTrailingZeros(x) + 10000 * Integer.numberOfLeadingZeros(x);
    }

    public static int longs(long x) {
        return Long.bitCount(x) + 100 * Long.numberOfTrailingZeros(x) + 10000 * Long.numberOfLeadingZeros(x);
    }

    // A skip list's level: a key's trailing zeros, halved, at most 15.
    public static int level(int key) {
        return Math.min(Integer.numberOfTrailingZeros(key) >>> 1, 15);
    }
}
