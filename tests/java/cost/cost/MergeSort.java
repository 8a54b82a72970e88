package cost;

// Top-down merge sort with one scratch array: a range [lo, hi] splits at
// mid = (lo + hi) >>> 1, so its left half has ceil(m/2) of its m elements;
// the merge is stable (ties take the left). Returns a[0] after sorting, or 0
// if empty.
//
// Every input costs Theta(n log n). A merge of m elements makes at most m-1
// comparisons, exactly when one half runs out while the other holds a single
// element; over the whole sort that is n*ceil(lg n) - 2^ceil(lg n) + 1
// comparisons, the classic worst case. In JVM instructions the costlier way
// is the right half running out first (the loop exit then tests j <= hi as
// well): the largest element of every range in the left half, the second
// largest in the right half. WorstInputs.worstMergeSort builds such a
// permutation by "unmerging" 0..n-1: at each range, from the largest value
// down, values go alternately to the left and to the right half, recursively.
public final class MergeSort {
    private MergeSort() {
    }

    public static int sort(int[] a) {
        int n = a.length;
        if (n == 0) return 0;
        int[] tmp = new int[n];
        mergeSort(a, tmp, 0, n - 1);
        return a[0];
    }

    private static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (lo >= hi) return;
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid + 1, hi);
        int i = lo;
        int j = mid + 1;
        int k = lo;
        while (i <= mid && j <= hi) {
            if (a[i] <= a[j]) {
                tmp[k++] = a[i++];
            } else {
                tmp[k++] = a[j++];
            }
        }
        while (i <= mid) tmp[k++] = a[i++];
        while (j <= hi) tmp[k++] = a[j++];
        for (k = lo; k <= hi; k++) a[k] = tmp[k];
    }
}
