package perfbugs3;

/** Builders for the worst-case (quadratic) input of each class in this set. */
public final class Triggers {

    private Triggers() {
    }

    /** Distinct keys that are all multiples of 65536: every key lands in bucket 0. */
    public static int[] lookupCache(int n) {
        int[] a = new int[Math.max(0, n)];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i + 1) << 16;
        }
        return a;
    }

    /** Star edge list (0,1), (0,2), (0,3), ...: each union walks the chain built so far from node 0. */
    public static int[] componentMerger(int n) {
        int[] a = new int[Math.max(0, n)];
        for (int e = 0; e + 1 < a.length; e += 2) {
            a[e] = 0;
            a[e + 1] = e / 2 + 1;
        }
        if (a.length % 2 == 1) {
            a[a.length - 1] = 0;
        }
        return a;
    }

    /** "ab" followed by one long run of alternating spaces and tabs, then "!". */
    public static int[] whitespaceCollapser(int n) {
        int[] a = new int[Math.max(0, n)];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i % 2 == 0) ? ' ' : '\t';
        }
        if (a.length > 0) {
            a[0] = 'a';
        }
        if (a.length > 1) {
            a[1] = 'b';
        }
        if (a.length > 2) {
            a[a.length - 1] = '!';
        }
        return a;
    }

    /** One line of alternating '<' and 'x' with no '>': every '<' rescans to the end. */
    public static int[] tagTokenizer(int n) {
        int[] a = new int[Math.max(0, n)];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i % 2 == 0) ? '<' : 'x';
        }
        return a;
    }

    /** Sawtooth: strictly descending peaks interleaved with small fillers, so the cached peak expires every other step. */
    public static int[] rollingPeakMonitor(int n) {
        int[] a = new int[Math.max(0, n)];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i % 2 == 0) ? 1_000_000 - i / 2 : (i / 2) % 7;
        }
        return a;
    }
}
