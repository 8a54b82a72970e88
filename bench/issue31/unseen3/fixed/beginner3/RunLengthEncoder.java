package beginner3;

/*
 * SPECIFICATION -- RunLengthEncoder
 *
 * Run-length encoding replaces each maximal run of equal characters by the
 * length of the run (in decimal) followed by the character. Only static
 * methods; the input text may not contain decimal digits '0'..'9'.
 *
 * static String encode(String text)
 *   Returns the run-length encoding of text; "" encodes to "".
 *   Throws IllegalArgumentException if text is null or contains a digit.
 *   Examples: encode("aaabcc") -> "3a1b2c";  encode("a") -> "1a";
 *             encode("zzzzzzzzzzzz") -> "12z"
 *
 * static String decode(String code)
 *   Reverses encode: each count (one or more digits, value at least 1) is
 *   followed by exactly one non-digit character, which is repeated count times.
 *   "" decodes to "".
 *   Throws IllegalArgumentException if code is null, if a count is missing
 *   (code starts a group with a non-digit), if a count is 0, or if code ends
 *   with digits that are not followed by a character.
 *   Examples: decode("3a1b2c") -> "aaabcc";  decode("12z") -> "zzzzzzzzzzzz";
 *             decode("ab") throws;  decode("3") throws
 *
 * For every legal text t: decode(encode(t)).equals(t).
 */
public final class RunLengthEncoder {

    private RunLengthEncoder() {
    }

    public static String encode(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text is null");
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isDigit(text.charAt(i))) {
                throw new IllegalArgumentException("digit in text at " + i);
            }
        }
        if (text.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        char current = text.charAt(0);
        int run = 1;
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == current) {
                run++;
            } else {
                out.append(run).append(current);
                current = c;
                run = 1;
            }
        }
        out.append(run).append(current);
        return out.toString();
    }

    public static String decode(String code) {
        if (code == null) {
            throw new IllegalArgumentException("code is null");
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < code.length()) {
            int count = 0;
            int start = i;
            while (i < code.length() && Character.isDigit(code.charAt(i))) {
                count = count * 10 + (code.charAt(i) - '0');
                i++;
            }
            if (i == start || count == 0 || i == code.length()) {
                throw new IllegalArgumentException("malformed code at " + start);
            }
            char c = code.charAt(i);
            for (int k = 0; k < count; k++) {
                out.append(c);
            }
            i++;
        }
        return out.toString();
    }
}
