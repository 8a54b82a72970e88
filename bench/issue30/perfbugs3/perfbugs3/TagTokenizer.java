package perfbugs3;

/**
 * Tokenizer for a tiny markup language over character codes. A tag is
 * '<' ... '>' on a single line; a '<' with no closing '>' before the end of
 * the line is plain text. Counts tags and text characters and hashes the tag
 * contents.
 */
public final class TagTokenizer {

    private TagTokenizer() {
    }

    public static long tokenize(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("null input");
        }
        int n = a.length;
        long tags = 0;
        long textChars = 0;
        long lines = 0;
        long tagHash = 0;
        int i = 0;
        while (i < n) {
            int c = a[i];
            if (c == '<') {
                // BUG: the search for '>' restarts from every '<'; a line with
                // many unterminated '<' is rescanned to its end each time.
                int j = i + 1;
                while (j < n && a[j] != '>' && a[j] != '\n') {
                    j++;
                }
                if (j < n && a[j] == '>') {
                    long h = 17;
                    for (int k = i + 1; k < j; k++) {
                        h = h * 31 + a[k];
                    }
                    tagHash += h;
                    tags++;
                    i = j + 1;
                    continue;
                }
                textChars++;
            } else if (c == '\n') {
                lines++;
            } else {
                textChars++;
            }
            i++;
        }
        return tags * 1_000_003L + textChars * 101L + lines + tagHash;
    }
}
