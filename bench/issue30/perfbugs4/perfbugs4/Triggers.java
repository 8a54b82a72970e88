package perfbugs4;

/** Worst-case (quadratic) inputs for the classes of this package. */
public final class Triggers {

    private Triggers() {
    }

    /** Strictly increasing priorities: every job overtakes the whole queue. */
    public static int[] preemptionPlanner(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /** One repeated code: every shift echoes the opening phrase to the end. */
    public static int[] phraseEchoScanner(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = 32;
        }
        return a;
    }

    /** Every post replies to the one just before it: a single chain of nested replies. */
    public static int[] replyThreadIndex(int n) {
        int[] a = new int[n];
        for (int i = 1; i < n; i++) {
            a[i] = i - 1;
        }
        return a;
    }

    /** Pairwise disjoint, non-touching one-point bookings, each left of all earlier ones. */
    public static int[] reservationBook(int n) {
        int[] a = new int[n];
        int r = n / 2;
        for (int b = 0; b < r; b++) {
            int t = 2 * (r - b);
            a[2 * b] = t;
            a[2 * b + 1] = t;
        }
        return a;
    }

    /** One far outlier; every other sample in a band narrower than one bucket. */
    public static int[] latencyPercentiles(int n) {
        int[] a = new int[n];
        if (n > 0) {
            a[0] = Integer.MAX_VALUE;
        }
        for (int i = 1; i < n; i++) {
            a[i] = i & 1;
        }
        return a;
    }
}
