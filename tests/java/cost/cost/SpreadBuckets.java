package cost;

// Not one of the ten: the fixture of `worst` on queries that take far longer
// than the work they count (Worst.TheSearchEndsAtItsCpuTimeLimit). Spreads
// the samples over as many equal-width buckets between their least and
// greatest, by a 64-bit division by the samples' span, and returns the
// fullest bucket's count. Z3 answers questions about such divisions slowly.
public final class SpreadBuckets {
    private SpreadBuckets() {
    }

    public static int fullest(int[] samples) {
        int n = samples.length;
        if (n == 0) return 0;
        int least = samples[0];
        int greatest = samples[0];
        for (int s : samples) {
            least = Math.min(least, s);
            greatest = Math.max(greatest, s);
        }
        long span = (long) greatest - least + 1;
        int[] count = new int[n];
        int fullest = 0;
        for (int s : samples) {
            int b = (int) (((long) s - least) * n / span);
            count[b]++;
            if (count[b] > fullest) fullest = count[b];
        }
        return fullest;
    }
}
