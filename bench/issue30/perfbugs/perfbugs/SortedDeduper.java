package perfbugs;

/**
 * Produces the sorted set of distinct values contained in an array and
 * summarises it as a single fingerprint.
 *
 * <p>The input is copied, sorted in place with a heap sort (no extra
 * allocation besides the copy) and then compacted so that every value
 * appears exactly once.</p>
 */
public final class SortedDeduper {

    private SortedDeduper() {
    }

    /**
     * Returns a fingerprint of the distinct values of {@code values}: the
     * number of distinct values in the upper 32 bits and a position-weighted
     * checksum of the sorted distinct values in the lower 32 bits.
     */
    public static long distinctFingerprint(int[] values) {
        if (values == null) {
            throw new IllegalArgumentException("values must not be null");
        }
        int[] a = new int[values.length];
        for (int k = 0; k < values.length; k++) {
            a[k] = values[k];
        }
        heapSort(a);

        // Compact the sorted array in place: whenever a value repeats its
        // predecessor, drop it by moving the remainder one slot to the left.
        int size = a.length;
        int i = 1;
        while (i < size) {
            if (a[i] == a[i - 1]) {
                for (int j = i + 1; j < size; j++) {
                    a[j - 1] = a[j];
                }
                size--;
            } else {
                i++;
            }
        }

        int checksum = 17;
        for (int k = 0; k < size; k++) {
            checksum = checksum * 31 + a[k] * (k + 1);
        }
        return ((long) size << 32) | (checksum & 0xFFFFFFFFL);
    }

    private static void heapSort(int[] a) {
        int n = a.length;
        for (int start = n / 2 - 1; start >= 0; start--) {
            siftDown(a, start, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int tmp = a[0];
            a[0] = a[end];
            a[end] = tmp;
            siftDown(a, 0, end);
        }
    }

    private static void siftDown(int[] a, int root, int size) {
        int value = a[root];
        int pos = root;
        while (true) {
            int child = 2 * pos + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && a[child + 1] > a[child]) {
                child++;
            }
            if (a[child] <= value) {
                break;
            }
            a[pos] = a[child];
            pos = child;
        }
        a[pos] = value;
    }
}
