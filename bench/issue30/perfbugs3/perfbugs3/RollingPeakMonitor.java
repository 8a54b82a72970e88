package perfbugs3;

/**
 * Monitoring helper: for a series of samples, computes the maximum over every
 * sliding window of length w = max(1, n / 4) and returns the sum of those
 * window peaks. The current peak and its position are cached; the window is
 * rescanned only when the cached peak slides out.
 */
public final class RollingPeakMonitor {

    private RollingPeakMonitor() {
    }

    public static long sumOfPeaks(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("null input");
        }
        int n = a.length;
        int w = Math.max(1, n / 4);
        long sum = 0;
        int peak = 0;
        int peakPos = -1;
        for (int i = 0; i < n; i++) {
            int lo = i - w + 1;
            if (peakPos >= 0 && a[i] >= peak) {
                peak = a[i];
                peakPos = i;
            } else if (peakPos < 0 || peakPos < lo) {
                // BUG: when the cached peak expires the whole window is
                // rescanned (a monotonic deque would avoid this).
                int start = Math.max(0, lo);
                peak = a[start];
                peakPos = start;
                for (int j = start + 1; j <= i; j++) {
                    if (a[j] >= peak) {
                        peak = a[j];
                        peakPos = j;
                    }
                }
            }
            if (i >= w - 1) {
                sum += peak;
            }
        }
        return sum;
    }
}
