package objects;

/** Helpers for boxed numbers where null means "no value". */
public final class NullableStats {
    private NullableStats() {
    }

    /** Sum of the non-null arguments, or null if both are null. */
    public static Integer add(Integer a, Integer b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return a + b;
    }

    public static int orDefault(Integer value, int fallback) {
        return value != null ? value : fallback;
    }

    /** Increments a counter that may not exist yet. */
    public static Integer increment(Integer count) {
        return count == null ? 1 : count + 1;
    }

    /** Largest non-null element, or null when there is none. */
    public static Integer max(Integer[] values) {
        Integer best = null;
        for (Integer v : values) {
            if (v != null && (best == null || v > best)) {
                best = v;
            }
        }
        return best;
    }

    /** Average of the non-null elements, or null when there is none. */
    public static Double average(Long[] values) {
        long sum = 0;
        int n = 0;
        for (Long v : values) {
            if (v != null) {
                sum += v;
                n++;
            }
        }
        return n == 0 ? null : (double) sum / n;
    }

    /** Orders nulls first, then by value. */
    public static int compareNullsFirst(Long a, Long b) {
        if (a == null) {
            return b == null ? 0 : -1;
        }
        if (b == null) {
            return 1;
        }
        return Long.compare(a, b);
    }

    /** Value-equality that treats two nulls as equal. */
    public static boolean sameValue(Integer a, Integer b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.intValue() == b.intValue();
    }

    /** Parses a decimal integer, returning null for null, blank or malformed text. */
    public static Integer parseOrNull(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
