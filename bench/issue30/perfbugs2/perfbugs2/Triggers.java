package perfbugs2;

/** Builders for the quadratic-trigger input of each routine, for any length n >= 0. */
public final class Triggers {

    private Triggers() {
    }

    /**
     * PlateauDetector: a signal whose neighbours always differ by 1 and whose
     * overall spread stays at 1, so the candidate plateau never ends.
     * n = 8: [100, 101, 100, 101, 100, 101, 100, 101].
     */
    public static int[] plateauDetector(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = 100 + (i & 1);
        }
        return a;
    }

    /** CsvFieldParser: an opening quote followed by escape pairs '\', 'a'. n = 8: [34, 92, 97, 92, 97, 92, 97, 92]. */
    public static int[] csvFieldParser(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i == 0 ? '"' : (i % 2 == 1 ? '\\' : 'a');
        }
        return a;
    }

    /**
     * SkipListSet: key 0 first (maximal height, so every search descends all
     * 16 levels), then distinct odd keys in ascending order (height 0 each, so
     * level 0 degenerates into a plain sorted list walked end to end).
     * n = 8: [0, 1, 3, 5, 7, 9, 11, 13].
     */
    public static int[] skipListSet(int n) {
        int[] a = new int[n];
        for (int i = 1; i < n; i++) {
            a[i] = 2 * i - 1;
        }
        return a;
    }

    /** SkipListSet, plain variant: only distinct odd keys ascending. n = 8: [1, 3, 5, 7, 9, 11, 13, 15]. */
    public static int[] skipListSetOddOnly(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = 2 * i + 1;
        }
        return a;
    }

    /**
     * LatencyHistogram: one huge outlier, then a tight ascending cluster that
     * lands entirely in bucket 0. n = 8: [1000000000, 0, 1, 2, 3, 4, 5, 6].
     */
    public static int[] latencyHistogram(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i == 0 ? 1_000_000_000 : i - 1;
        }
        return a;
    }

    /** NetworkComponents: every host links to its successor. n = 8: [1, 2, 3, 4, 5, 6, 7, 8]. */
    public static int[] networkComponents(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i + 1;
        }
        return a;
    }
}
