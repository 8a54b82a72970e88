package ask;

import java.util.function.IntPredicate;

// How many values a predicate keeps: a parameter of a functional interface,
// whose lambda inputs must carry over to a reference implementation.
public final class Tally {
    private Tally() {
    }

    public static int count(int[] values, IntPredicate keep) {
        int n = 0;
        for (int i = 0; i < values.length; i++) {
            if (keep.test(values[i])) {
                n++;
            }
        }
        return n;
    }
}
