package perfbugs;

/** The trigger input of each class's bug at length n, as KEY.md describes it. */
public final class Triggers {
    private Triggers() {
    }

    /** All elements equal. */
    public static int[] sortedDeduper(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, 7);
        return a;
    }

    /** All double quotes. */
    public static int[] escapeNormalizer(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, '"');
        return a;
    }

    /** Strictly descending. */
    public static int[] naturalRunSorter(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = n - i;
        }
        return a;
    }

    /** All '<'. */
    public static int[] operatorLexer(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, '<');
        return a;
    }

    /** Distinct keys in one bucket: i << 16. */
    public static int[] boundedLruCache(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i << 16;
        }
        return a;
    }
}
