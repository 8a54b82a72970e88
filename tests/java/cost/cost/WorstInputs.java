package cost;

// The known worst-case input of each benchmark in this package, for any size
// n >= 0 (a negative n is taken as 0). README.md gives the growth and why.
public final class WorstInputs {
    private WorstInputs() {
    }

    // n, n-1, ..., 1: every element shifts past all earlier ones.
    public static int[] worstInsertionSort(int n) {
        return descending(n);
    }

    // 0, 1, ..., n-1: every pivot is its range's minimum.
    public static int[] worstQuickSortFirstPivot(int n) {
        return ascending(n);
    }

    // 0, 1, ..., n-1: the tree is a chain of right children.
    public static int[] worstBstInsert(int n) {
        return ascending(n);
    }

    // 0, 16, 32, ...: distinct keys, all in bucket 0.
    public static int[] worstCollidingHashMap(int n) {
        int[] a = new int[size(n)];
        for (int i = 0; i < a.length; i++) a[i] = 16 * i;
        return a;
    }

    // All equal: every alignment compares the whole pattern and matches.
    public static int[] worstNaiveSearch(int n) {
        return new int[size(n)];
    }

    // All 'a' (0), no 'b': every split among the three stars is tried.
    public static int[] worstBacktrackMatcher(int n) {
        return new int[size(n)];
    }

    // All zeros: every relaxation and every scan step updates.
    public static int[] worstDijkstraListQueue(int n) {
        return new int[size(n)];
    }

    // n, n-1, ..., 1: every comparison of every pass swaps.
    public static int[] worstBubbleSortEarlyExit(int n) {
        return descending(n);
    }

    // A permutation of 0..n-1 where every merge of m elements compares m-1
    // times and the right half runs out first: at each range, from the
    // largest value down, values go alternately to the left half and to the
    // right half (the largest to the left).
    public static int[] worstMergeSort(int n) {
        int[] out = new int[size(n)];
        if (out.length > 0) unmerge(out, 0, out.length - 1, ascending(out.length));
        return out;
    }

    // All zeros: the unions build the chain 0 -> 1 -> ... -> n-1 and every
    // find starts at its deepest node.
    public static int[] worstUnionFindNoCompression(int n) {
        return new int[size(n)];
    }

    // Places the ascending values vals into out[lo..hi] so that MergeSort's
    // merges of every range make the most comparisons.
    private static void unmerge(int[] out, int lo, int hi, int[] vals) {
        if (lo == hi) {
            out[lo] = vals[0];
            return;
        }
        int mid = (lo + hi) >>> 1;
        int[] left = new int[mid - lo + 1];
        int[] right = new int[hi - mid];
        int li = left.length;
        int ri = right.length;
        boolean toLeft = true;
        for (int t = vals.length - 1; t >= 0; t--) {
            if (ri == 0 || (toLeft && li > 0)) {
                left[--li] = vals[t];
                toLeft = false;
            } else {
                right[--ri] = vals[t];
                toLeft = true;
            }
        }
        unmerge(out, lo, mid, left);
        unmerge(out, mid + 1, hi, right);
    }

    private static int[] ascending(int n) {
        int[] a = new int[size(n)];
        for (int i = 0; i < a.length; i++) a[i] = i;
        return a;
    }

    private static int[] descending(int n) {
        int[] a = new int[size(n)];
        for (int i = 0; i < a.length; i++) a[i] = a.length - i;
        return a;
    }

    private static int size(int n) {
        return n < 0 ? 0 : n;
    }

    // Not one of the ten (FloorModTally): every key in one bucket.
    public static int[] worstFloorModTally(int n) {
        return new int[Math.max(0, n)];
    }

    // Not one of the ten (BinnedLists): 0, 4, 8, ...: one list, ascending.
    public static int[] worstBinnedLists(int n) {
        int[] a = new int[size(n)];
        for (int i = 0; i < a.length; i++) a[i] = 4 * i;
        return a;
    }

    // Not one of the ten (EdgeListForest): the star (0, 1), (0, 2), ..., a
    // slow input though not always the slowest (edges that walk the chain
    // from both ends without hanging it may cost more at its end).
    public static int[] starEdgeListForest(int n) {
        int[] a = new int[size(n)];
        for (int e = 0; e + 1 < a.length; e += 2) a[e + 1] = e / 2 + 1;
        return a;
    }
}
