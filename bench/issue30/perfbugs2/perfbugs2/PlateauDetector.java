package perfbugs2;

/**
 * Finds plateaus in a sampled sensor signal: maximal stretches in which
 * every sample is within JITTER of its predecessor and the whole stretch
 * stays within MAX_SPREAD (max - min). Stretches shorter than MIN_LENGTH
 * are noise, not plateaus.
 *
 * <p>Returns the number of plateaus in the high 32 bits and the length of
 * the longest plateau in the low 32 bits.
 */
public final class PlateauDetector {

    private static final int JITTER = 2;
    private static final int MAX_SPREAD = 4;
    private static final int MIN_LENGTH = 3;

    private PlateauDetector() {
    }

    public static long detect(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("signal must not be null");
        }
        int n = a.length;
        int plateaus = 0;
        int longest = 0;
        int start = 0;
        for (int i = 1; i <= n; i++) {
            boolean extend = i < n
                    && Math.abs((long) a[i] - a[i - 1]) <= JITTER
                    && spread(a, start, i) <= MAX_SPREAD;
            if (!extend) {
                int len = i - start;
                if (len >= MIN_LENGTH) {
                    plateaus++;
                    longest = Math.max(longest, len);
                }
                start = i;
            }
        }
        return ((long) plateaus << 32) | longest;
    }

    /** max - min of a[from..to] inclusive, as a long so it cannot overflow. */
    private static long spread(int[] a, int from, int to) {
        int min = a[from];
        int max = a[from];
        for (int k = from + 1; k <= to; k++) {
            min = Math.min(min, a[k]);
            max = Math.max(max, a[k]);
        }
        return (long) max - min;
    }
}
