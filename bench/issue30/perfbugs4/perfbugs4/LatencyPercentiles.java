package perfbugs4;

/**
 * Ranks latency samples and reports the 99th percentile.
 *
 * <p>Samples are distributed into {@code n} equal-width buckets spanning the
 * observed minimum to maximum; the rank of a sample is the number of samples in
 * lower buckets plus the number of samples in its own bucket that order before
 * it (by value, ties by arrival). From the ranks the routine derives the p99
 * sample and the total displacement between arrival order and rank order.
 */
public final class LatencyPercentiles {

    private LatencyPercentiles() {
    }

    /**
     * Returns {@code p99 * 2^32 + (displacement & 0xFFFFFFFF)}; 0 for no samples.
     *
     * @param a latency samples
     * @return percentile summary
     */
    public static long p99Summary(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("samples must not be null");
        }
        int n = a.length;
        if (n == 0) {
            return 0L;
        }
        long min = a[0];
        long max = a[0];
        for (int i = 1; i < n; i++) {
            min = Math.min(min, a[i]);
            max = Math.max(max, a[i]);
        }
        long width = (max - min) / n + 1L;
        int[] head = new int[n];
        int[] next = new int[n];
        int[] below = new int[n + 1];
        for (int b = 0; b < n; b++) {
            head[b] = -1;
        }
        for (int i = n - 1; i >= 0; i--) {
            int b = (int) ((a[i] - min) / width);
            next[i] = head[b];
            head[b] = i;
            below[b + 1]++;
        }
        for (int b = 0; b < n; b++) {
            below[b + 1] += below[b];
        }
        int target = (int) ((99L * (n - 1)) / 100L);
        int p99 = a[0];
        long displacement = 0L;
        for (int i = 0; i < n; i++) {
            int v = a[i];
            int b = (int) ((v - min) / width);
            int rank = below[b];
            int j = head[b];
            int guard = 0;
            while (j >= 0 && guard < n) {
                int w = a[j];
                if (w < v || (w == v && j < i)) {
                    rank++;
                }
                j = next[j];
                guard++;
            }
            if (rank == target) {
                p99 = v;
            }
            displacement += Math.abs(rank - i);
        }
        return ((long) p99 << 32) + (displacement & 0xFFFFFFFFL);
    }
}
