package cost;

// Bubble sort, in place: each pass bubbles the largest remaining element to
// the end of the unsorted prefix, and the sort stops after a pass that makes
// no swap. Returns a[0] after sorting, or 0 if empty.
//
// Worst case: strictly descending input. All n-1 passes run, every one of
// the n(n-1)/2 comparisons swaps: Theta(n^2). (Sorted input stops after one
// pass: n-1 comparisons.)
public final class BubbleSortEarlyExit {
    private BubbleSortEarlyExit() {
    }

    public static int sort(int[] a) {
        int n = a.length;
        for (int end = n - 1; end > 0; end--) {
            boolean swapped = false;
            for (int i = 0; i < end; i++) {
                if (a[i] > a[i + 1]) {
                    int t = a[i];
                    a[i] = a[i + 1];
                    a[i + 1] = t;
                    swapped = true;
                }
            }
            if (!swapped) break;
        }
        return n == 0 ? 0 : a[0];
    }
}
