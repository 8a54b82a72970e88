package cost;

// Recursive quicksort whose pivot is the first element of the range. The
// partition is Lomuto's scheme mirrored: it scans from the right end down and
// swaps every element strictly greater than the pivot into a block growing
// leftwards from the right end, then drops the pivot just before that block.
//
// Worst case: strictly ascending input. Every pivot is the minimum of its
// range, so each partition of m elements makes m-1 comparisons that all
// succeed (m-1 swaps) and leaves a range of m-1 still ascending: n(n-1)/2
// comparisons and as many swaps, Theta(n^2), recursion depth n.
// All-equal and descending inputs also make n(n-1)/2 comparisons, but fewer
// swaps (none, and about half), so they cost less.
public final class QuickSortFirstPivot {
    private QuickSortFirstPivot() {
    }

    public static int sort(int[] a) {
        quicksort(a, 0, a.length - 1);
        return a.length == 0 ? 0 : a[0];
    }

    private static void quicksort(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int pivot = a[lo];
        int i = hi + 1;  // a[i..hi] > pivot
        for (int j = hi; j > lo; j--) {
            if (a[j] > pivot) {
                i--;
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        }
        int p = i - 1;  // a[lo+1..p] <= pivot
        a[lo] = a[p];
        a[p] = pivot;
        quicksort(a, lo, p - 1);
        quicksort(a, p + 1, hi);
    }
}
