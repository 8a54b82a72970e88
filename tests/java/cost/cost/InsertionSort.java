package cost;

// Insertion sort, in place. Worst case: strictly descending input, where
// every element shifts past all earlier ones: n(n-1)/2 shifts, Theta(n^2).
public final class InsertionSort {
    private InsertionSort() {
    }

    public static int sort(int[] a) {
        int n = a.length;
        for (int i = 1; i < n; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
        return n == 0 ? 0 : a[0];
    }
}
