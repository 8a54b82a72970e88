package perfbugs;

/**
 * Normalises a piece of text before it is embedded in a quoted string
 * literal, and returns a hash of the normalised form.
 *
 * <p>Each input element is treated as a 7-bit character code (only the low
 * seven bits are used). Normalisation:</p>
 * <ul>
 *   <li>runs of whitespace (space, tab, CR, LF) collapse to a single space,</li>
 *   <li>leading and trailing whitespace is removed,</li>
 *   <li>other control characters are dropped,</li>
 *   <li>double quotes and backslashes are escaped with a backslash.</li>
 * </ul>
 */
public final class EscapeNormalizer {

    private EscapeNormalizer() {
    }

    /**
     * Returns {@code length * 1_000_003 + hash} of the normalised text, where
     * {@code hash} is the usual polynomial string hash.
     */
    public static long normalizedHash(int[] chars) {
        if (chars == null) {
            throw new IllegalArgumentException("chars must not be null");
        }
        // Normalisation mostly shrinks text, so the input length is a good
        // starting capacity for the output buffer.
        char[] out = new char[chars.length];
        int len = 0;
        boolean pendingSpace = false;

        for (int raw : chars) {
            char c = (char) (raw & 0x7F);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                pendingSpace = len > 0;
                continue;
            }
            if (c < 0x20 || c == 0x7F) {
                continue;
            }
            if (pendingSpace) {
                out = ensureCapacity(out, len + 1);
                out[len++] = ' ';
                pendingSpace = false;
            }
            if (c == '"' || c == '\\') {
                out = ensureCapacity(out, len + 2);
                out[len++] = '\\';
                out[len++] = c;
            } else {
                out = ensureCapacity(out, len + 1);
                out[len++] = c;
            }
        }

        int hash = 0;
        for (int i = 0; i < len; i++) {
            hash = 31 * hash + out[i];
        }
        return (long) len * 1_000_003L + hash;
    }

    /** Returns a buffer that can hold at least {@code needed} characters. */
    private static char[] ensureCapacity(char[] buf, int needed) {
        if (needed <= buf.length) {
            return buf;
        }
        char[] bigger = new char[needed];
        for (int i = 0; i < buf.length; i++) {
            bigger[i] = buf[i];
        }
        return bigger;
    }
}
