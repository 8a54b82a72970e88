package perfbugs4;

/**
 * Scans a text given as int character codes and measures how strongly the
 * opening phrase echoes through the rest of the text.
 *
 * <p>For every later position the scanner determines how many codes starting at
 * that position agree with the codes at the very start of the text. The result
 * combines the total echoed length, the longest echo, and the shortest shift at
 * which the text is a continuation of itself (its period; the length if none).
 */
public final class PhraseEchoScanner {

    private PhraseEchoScanner() {
    }

    /**
     * Returns an echo signature of the text.
     *
     * @param a character codes
     * @return {@code echoTotal * 65536 + longestEcho * 16 + (period & 15)}
     */
    public static long echoSignature(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("text must not be null");
        }
        int n = a.length;
        long echoTotal = 0L;
        int longest = 0;
        int period = n;
        for (int i = 1; i < n; i++) {
            int k = 0;
            while (i + k < n && a[k] == a[i + k]) {
                k++;
            }
            echoTotal += k;
            if (k > longest) {
                longest = k;
            }
            if (i + k == n && i < period) {
                period = i;
            }
        }
        return echoTotal * 65536L + (long) longest * 16L + (period & 15);
    }
}
