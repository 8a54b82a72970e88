package beginner;

/*
 * ArrayStats - Lab 5, arrays.
 *
 * Specification (intended behaviour):
 *
 *   public static int secondLargest(int[] a)
 *     Returns the largest value in a that is strictly smaller than the maximum of a.
 *     Duplicates do not count twice: secondLargest({5, 5, 3}) == 3,
 *     secondLargest({3, 5, 1}) == 3, secondLargest({-2, -7}) == -7.
 *     Throws IllegalArgumentException if a is null, or if there is no such value
 *     (a is empty, has one element, or all its elements are equal).
 *
 *   public static int countAbove(int[] a, int limit)
 *     Returns how many elements of a are strictly greater than limit.
 *     countAbove({}, 0) == 0. Throws IllegalArgumentException if a is null.
 *
 *   public static double average(int[] a)
 *     Returns the arithmetic mean of the elements of a as a double, computing the sum
 *     without int overflow (e.g. average({1, 2}) == 1.5).
 *     Throws IllegalArgumentException if a is null or empty.
 */
public class ArrayStats {

    public static int secondLargest(int[] a) {
        if (a == null || a.length == 0) {
            throw new IllegalArgumentException("array must not be null or empty");
        }
        // first find the largest
        int largest = a[0];
        for (int i = 1; i < a.length; i++) {
            if (a[i] > largest) {
                largest = a[i];
            }
        }
        // then the biggest one that is smaller than the largest
        boolean found = false;
        int second = 0;
        for (int i = 1; i < a.length; i++) {
            if (a[i] < largest && (!found || a[i] > second)) {
                second = a[i];
                found = true;
            }
        }
        if (!found) {
            throw new IllegalArgumentException("no second largest value");
        }
        return second;
    }

    public static int countAbove(int[] a, int limit) {
        if (a == null) {
            throw new IllegalArgumentException("array must not be null");
        }
        int count = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] > limit) {
                count++;
            }
        }
        return count;
    }

    public static double average(int[] a) {
        if (a == null || a.length == 0) {
            throw new IllegalArgumentException("array must not be null or empty");
        }
        long sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i];
        }
        return (double) sum / a.length;
    }
}
