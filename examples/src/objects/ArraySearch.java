package objects;

/** Searching over int arrays. */
public final class ArraySearch {
    private ArraySearch() {
    }

    /** Index of {@code key} in the ascending array {@code a}, or -(insertion point) - 1. */
    public static int binarySearch(int[] a, int key) {
        int lo = 0;
        int hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else if (a[mid] > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    /** Number of occurrences of {@code key} in the ascending array {@code a}. */
    public static int countSorted(int[] a, int key) {
        return lowerBound(a, key + 1L) - lowerBound(a, key);
    }

    private static int lowerBound(int[] a, long key) {
        int lo = 0;
        int hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Indices {i, j} with i < j and a[i] + a[j] == target, the first such pair by i then j; null if none. */
    public static int[] twoSum(int[] a, int target) {
        for (int i = 0; i < a.length; i++) {
            for (int j = i + 1; j < a.length; j++) {
                if ((long) a[i] + a[j] == target) {
                    return new int[] {i, j};
                }
            }
        }
        return null;
    }

    /** Largest sum of a non-empty contiguous run (Kadane's algorithm). */
    public static long maxSubarraySum(int[] a) {
        if (a == null || a.length == 0) {
            throw new IllegalArgumentException("array must not be empty");
        }
        long best = a[0];
        long current = a[0];
        for (int i = 1; i < a.length; i++) {
            current = Math.max(a[i], current + a[i]);
            if (current > best) {
                best = current;
            }
        }
        return best;
    }

    /** Index of the first maximum, or -1 for an empty array. */
    public static int indexOfMax(int[] a) {
        if (a.length == 0) {
            return -1;
        }
        int best = 0;
        for (int i = 1; i < a.length; i++) {
            if (a[i] > a[best]) {
                best = i;
            }
        }
        return best;
    }

    /** Index of the first element that differs between the arrays, or -1 if they are equal. */
    public static int mismatch(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }
}
