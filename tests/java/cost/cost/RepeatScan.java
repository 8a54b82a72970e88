package cost;

/**
 * A fixed cost per change between neighbours, and a rescan of the rest of
 * the array per repeat: all distinct elements are the costliest inputs up to
 * about 40 elements (linear), all equal ones grow fastest (quadratic). Not
 * one of the ten algorithms: the fixture of `worst`'s shapes, where the
 * costliest small inputs are not the ones that decide the growth.
 */
public final class RepeatScan {
    private RepeatScan() {
    }

    public static int scan(int[] a) {
        int work = 0;
        for (int i = 1; i < a.length; i++) {
            if (a[i] != a[i - 1]) {
                for (int k = 0; k < 20; k++) {
                    work += k ^ i;
                }
            } else {
                for (int j = i; j < a.length; j++) {
                    work += a[j];
                }
            }
        }
        return work;
    }
}
