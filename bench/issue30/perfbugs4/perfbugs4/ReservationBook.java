package perfbugs4;

/**
 * Keeps the set of booked time ranges for a shared resource.
 *
 * <p>The input is read as consecutive pairs {@code (a[2r], a[2r+1])}, each pair a
 * booking covering the closed range between the two values (in either order).
 * Bookings that overlap or touch are coalesced. The book is held as an array of
 * disjoint ranges sorted by start; the routine returns the total booked length
 * combined with the final number of disjoint ranges. A trailing odd value is
 * ignored.
 */
public final class ReservationBook {

    private ReservationBook() {
    }

    /**
     * Returns {@code bookedLength * 4096 + (rangeCount & 4095)}.
     *
     * @param a bookings, two endpoints per booking
     * @return occupancy figure
     */
    public static long occupancy(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("bookings must not be null");
        }
        int r = a.length / 2;
        int[] starts = new int[r + 1];
        int[] ends = new int[r + 1];
        int size = 0;
        for (int b = 0; b < r; b++) {
            int x = a[2 * b];
            int y = a[2 * b + 1];
            int lo = Math.min(x, y);
            int hi = Math.max(x, y);
            // First stored range that ends at or after lo - 1 (could touch or overlap).
            int left = 0;
            int right = size;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if ((long) ends[mid] < (long) lo - 1L) {
                    left = mid + 1;
                } else {
                    right = mid;
                }
            }
            int p = left;
            int q = p;
            while (q < size && (long) starts[q] <= (long) hi + 1L) {
                lo = Math.min(lo, starts[q]);
                hi = Math.max(hi, ends[q]);
                q++;
            }
            int removed = q - p;
            if (removed == 0) {
                // Open a slot at p by moving the tail one step right.
                for (int k = size; k > p; k--) {
                    starts[k] = starts[k - 1];
                    ends[k] = ends[k - 1];
                }
                size++;
            } else if (removed > 1) {
                // Close the gap left by the absorbed ranges.
                int shift = removed - 1;
                for (int k = q; k < size; k++) {
                    starts[k - shift] = starts[k];
                    ends[k - shift] = ends[k];
                }
                size -= shift;
            }
            starts[p] = lo;
            ends[p] = hi;
        }
        long booked = 0L;
        for (int k = 0; k < size; k++) {
            booked += (long) ends[k] - (long) starts[k] + 1L;
        }
        return booked * 4096L + (size & 4095);
    }
}
