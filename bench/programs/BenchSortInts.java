// Measures int array access and method calls: quicksort of LCG-generated ints.
public class BenchSortInts {
    static void quicksort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int pivot = a[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) {
                    int t = a[i]; a[i] = a[j]; a[j] = t;
                    i++; j--;
                }
            }
            // Recurse into the smaller half, loop on the larger one.
            if (j - lo < hi - i) {
                quicksort(a, lo, j);
                lo = i;
            } else {
                quicksort(a, i, hi);
                hi = j;
            }
        }
    }

    public static void main(String[] args) {
        int n = 500_000;
        int[] a = new int[n];
        int seed = 12345;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345; // LCG, wraps mod 2^32
            a[i] = seed >>> 1;
        }
        quicksort(a, 0, n - 1);
        long checksum = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && a[i - 1] > a[i]) throw new AssertionError("unsorted at " + i);
            checksum = checksum * 31 + a[i];
        }
        System.out.println("n=" + n + " min=" + a[0] + " max=" + a[n - 1] + " checksum=" + checksum);
    }
}
