package perfbugs3;

/**
 * Text utility over an array of character codes: every run of whitespace
 * (tab, newline, carriage return, space) is collapsed into a single space.
 * Works in place on a copy of the buffer and returns the new length combined
 * with a rolling hash of the result.
 */
public final class WhitespaceCollapser {

    private WhitespaceCollapser() {
    }

    public static long collapse(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("null input");
        }
        int len = a.length;
        int[] buf = new int[len];
        System.arraycopy(a, 0, buf, 0, len);
        int i = 0;
        while (i < len) {
            if (isSpace(buf[i])) {
                if (i > 0 && buf[i - 1] == ' ') {
                    // BUG: each redundant blank is removed by shifting the whole
                    // tail left by one, instead of using a separate write index.
                    for (int k = i + 1; k < len; k++) {
                        buf[k - 1] = buf[k];
                    }
                    len--;
                    continue;
                }
                buf[i] = ' ';
            }
            i++;
        }
        long h = 0;
        for (int k = 0; k < len; k++) {
            h = h * 131 + buf[k];
        }
        return h ^ ((long) len << 40);
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
