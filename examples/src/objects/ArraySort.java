package objects;

import java.util.Arrays;

/** In-place and copying array transformations. */
public final class ArraySort {
    private ArraySort() {
    }

    public static void insertionSort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    public static boolean isSorted(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) {
                return false;
            }
        }
        return true;
    }

    /** Rotates left by {@code k} places; negative k rotates right. */
    public static void rotate(int[] a, int k) {
        int n = a.length;
        if (n == 0) {
            return;
        }
        int shift = Math.floorMod(k, n);
        if (shift == 0) {
            return;
        }
        reverse(a, 0, shift - 1);
        reverse(a, shift, n - 1);
        reverse(a, 0, n - 1);
    }

    private static void reverse(int[] a, int from, int to) {
        while (from < to) {
            int t = a[from];
            a[from++] = a[to];
            a[to--] = t;
        }
    }

    /** Copy of the ascending array {@code a} with repeated values dropped; throws if a is not sorted. */
    public static int[] dedupeSorted(int[] a) {
        if (a.length == 0) {
            return a;
        }
        int[] out = new int[a.length];
        out[0] = a[0];
        int n = 1;
        for (int i = 1; i < a.length; i++) {
            if (a[i] < a[i - 1]) {
                throw new IllegalArgumentException("array not sorted at index " + i);
            }
            if (a[i] != out[n - 1]) {
                out[n++] = a[i];
            }
        }
        return n == a.length ? out : Arrays.copyOf(out, n);
    }

    /** Merges two ascending arrays into a new ascending array. */
    public static int[] merge(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < a.length && j < b.length) {
            if (a[i] <= b[j]) {
                out[k++] = a[i++];
            } else {
                out[k++] = b[j++];
            }
        }
        while (i < a.length) {
            out[k++] = a[i++];
        }
        while (j < b.length) {
            out[k++] = b[j++];
        }
        return out;
    }

    /** Moves every zero to the end, keeping the order of the other elements; returns the count of non-zeros. */
    public static int moveZerosToEnd(int[] a) {
        int write = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                a[write++] = a[i];
            }
        }
        for (int i = write; i < a.length; i++) {
            a[i] = 0;
        }
        return write;
    }
}
