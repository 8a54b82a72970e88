package perfbugs;

/**
 * An adaptive ("natural") merge sort. The input is split into maximal runs
 * that are already ascending or strictly descending; descending runs are put
 * into ascending order, and the runs are then merged pairwise until a single
 * run remains. Already-sorted input is handled in a single pass.
 */
public final class NaturalRunSorter {

    private NaturalRunSorter() {
    }

    /**
     * Sorts a copy of {@code values} and returns the position-weighted sum
     * {@code sum((i + 1) * sorted[i])}, which identifies the sorted order.
     */
    public static long sortedChecksum(int[] values) {
        if (values == null) {
            throw new IllegalArgumentException("values must not be null");
        }
        int n = values.length;
        int[] a = new int[values.length];
        for (int k = 0; k < values.length; k++) {
            a[k] = values[k];
        }
        if (n < 2) {
            return n == 0 ? 0L : a[0];
        }

        // runStart[k] is the first index of run k; runStart[runCount] == n.
        int[] runStart = new int[n + 1];
        int runCount = 0;
        int i = 0;
        while (i < n) {
            int start = i;
            i++;
            if (i < n && a[i] < a[i - 1]) {
                while (i < n && a[i] < a[i - 1]) {
                    i++;
                }
                orderRun(a, start, i);
            } else {
                while (i < n && a[i] >= a[i - 1]) {
                    i++;
                }
            }
            runStart[runCount++] = start;
        }
        runStart[runCount] = n;

        int[] tmp = new int[n];
        while (runCount > 1) {
            int merged = 0;
            for (int k = 0; k < runCount; k += 2) {
                int lo = runStart[k];
                if (k + 1 < runCount) {
                    merge(a, tmp, lo, runStart[k + 1], runStart[k + 2]);
                }
                runStart[merged++] = lo;
            }
            runStart[merged] = n;
            runCount = merged;
        }

        long sum = 0;
        for (int k = 0; k < n; k++) {
            sum += (long) (k + 1) * a[k];
        }
        return sum;
    }

    /**
     * Puts a[from, to) into ascending order. Runs found by the scanner are
     * short on real data, so a plain insertion pass is sufficient here.
     */
    private static void orderRun(int[] a, int from, int to) {
        for (int k = from + 1; k < to; k++) {
            int v = a[k];
            int j = k - 1;
            while (j >= from && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    /** Merges the ascending ranges a[lo, mid) and a[mid, hi). */
    private static void merge(int[] a, int[] tmp, int lo, int mid, int hi) {
        int p = lo;
        int q = mid;
        int t = lo;
        while (p < mid && q < hi) {
            tmp[t++] = a[q] < a[p] ? a[q++] : a[p++];
        }
        while (p < mid) {
            tmp[t++] = a[p++];
        }
        while (q < hi) {
            tmp[t++] = a[q++];
        }
        for (int k = lo; k < hi; k++) {
            a[k] = tmp[k];
        }
    }
}
