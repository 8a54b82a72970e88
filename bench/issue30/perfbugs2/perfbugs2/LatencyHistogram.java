package perfbugs2;

/**
 * Computes the p50, p90 and p99 of a batch of latency samples and returns
 * them folded into one long (base 1_000_003, p50 first).
 *
 * <p>Samples are distributed over n equal-width buckets spanning
 * [min, max]; each bucket is kept as a sorted singly linked list so that a
 * quantile can be read off by skipping whole buckets by their counts and
 * walking only inside the bucket that contains the requested rank.
 */
public final class LatencyHistogram {

    private static final int[] PERCENTS = {50, 90, 99};

    private LatencyHistogram() {
    }

    public static long percentiles(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("samples must not be null");
        }
        int n = a.length;
        if (n == 0) {
            return 0L;
        }
        int min = a[0];
        int max = a[0];
        for (int i = 1; i < n; i++) {
            min = Math.min(min, a[i]);
            max = Math.max(max, a[i]);
        }
        long range = (long) max - min + 1;
        int buckets = n;
        int[] head = new int[buckets];   // 0 = empty bucket, nodes are 1..n
        int[] count = new int[buckets];
        int[] next = new int[n + 1];
        int[] val = new int[n + 1];
        for (int i = 0; i < n; i++) {
            int v = a[i];
            int b = (int) (((long) v - min) * buckets / range);
            int node = i + 1;
            val[node] = v;
            int prev = 0;
            int cur = head[b];
            while (cur != 0 && val[cur] <= v) {
                prev = cur;
                cur = next[cur];
            }
            next[node] = cur;
            if (prev == 0) {
                head[b] = node;
            } else {
                next[prev] = node;
            }
            count[b]++;
        }
        long result = 0;
        int b = 0;
        int before = 0;   // samples in buckets < b
        for (int p = 0; p < PERCENTS.length; p++) {
            int rank = (int) ((long) (n - 1) * PERCENTS[p] / 100);
            while (before + count[b] <= rank) {
                before += count[b];
                b++;
            }
            int cur = head[b];
            for (int s = before; s < rank; s++) {
                cur = next[cur];
            }
            result = result * 1_000_003L + val[cur];
        }
        return result;
    }
}
