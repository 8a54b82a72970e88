package perfbugs2;

/**
 * Parses one CSV record given as an array of code points and returns a
 * digest: the number of fields in the high 32 bits and a hash of the
 * unescaped field contents in the low 32 bits.
 *
 * <p>Fields are separated by ','. A field that starts with '"' is quoted:
 * it runs to the next unescaped '"', may contain ',' and uses '\' to escape
 * the following character. Text after a closing quote up to the next
 * separator is ignored (lenient mode).
 */
public final class CsvFieldParser {

    private static final int QUOTE = '"';
    private static final int BACKSLASH = '\\';
    private static final int SEPARATOR = ',';

    private CsvFieldParser() {
    }

    public static long parseRecord(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("record must not be null");
        }
        int[] buf = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            buf[i] = a[i];
        }
        int len = buf.length;
        int fields = 0;
        int hash = 0;
        int i = 0;
        while (i <= len) {
            int start = i;
            int end;
            if (i < len && buf[i] == QUOTE) {
                i++;
                start = i;
                while (i < len && buf[i] != QUOTE) {
                    if (buf[i] == BACKSLASH && i + 1 < len) {
                        // unescape in place so the field stays contiguous in buf
                        for (int k = i; k + 1 < len; k++) {
                            buf[k] = buf[k + 1];
                        }
                        len--;
                    }
                    i++;
                }
                end = i;
                while (i < len && buf[i] != SEPARATOR) {
                    i++;
                }
            } else {
                while (i < len && buf[i] != SEPARATOR) {
                    i++;
                }
                end = i;
            }
            fields++;
            for (int k = start; k < end; k++) {
                hash = 31 * hash + buf[k];
            }
            i++; // step over the separator (or past the end)
        }
        return ((long) fields << 32) | (hash & 0xFFFFFFFFL);
    }
}
