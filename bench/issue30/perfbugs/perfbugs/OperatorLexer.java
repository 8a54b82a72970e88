package perfbugs;

/**
 * A small lexer for a C-like expression language. Each input element is a
 * 7-bit character code (only the low seven bits are used).
 *
 * <p>Token classes: identifiers/numbers (runs of letters, digits and
 * underscore), operators (longest known operator wins, "maximal munch"), and
 * single-character punctuation. Whitespace and control characters separate
 * tokens and are otherwise ignored.</p>
 */
public final class OperatorLexer {

    private static final char[] OPERATOR_CHARS = {
        '<', '>', '=', '!', '&', '|', '+', '-', '*', '/', '%', '^',
    };

    private static final char[][] OPERATORS = {
        {'<', '<', '='}, {'>', '>', '='}, {'=', '=', '='}, {'!', '=', '='},
        {'<', '<'}, {'>', '>'}, {'<', '='}, {'>', '='}, {'=', '='}, {'!', '='},
        {'&', '&'}, {'|', '|'}, {'+', '+'}, {'-', '-'}, {'+', '='}, {'-', '='},
        {'*', '='}, {'/', '='}, {'%', '='}, {'&', '='}, {'|', '='}, {'^', '='},
        {'-', '>'},
        {'<'}, {'>'}, {'='}, {'!'}, {'&'}, {'|'}, {'+'}, {'-'}, {'*'}, {'/'},
        {'%'}, {'^'},
    };

    private static final int MAX_OPERATOR_LENGTH = 3;

    private OperatorLexer() {
    }

    /**
     * Tokenises {@code chars} and returns a fingerprint of the token stream:
     * the token count in the upper 32 bits and a hash of the token kinds and
     * lengths in the lower 32 bits.
     */
    public static long tokenFingerprint(int[] chars) {
        if (chars == null) {
            throw new IllegalArgumentException("chars must not be null");
        }
        int n = chars.length;
        char[] c = new char[n];
        for (int k = 0; k < n; k++) {
            c[k] = (char) (chars[k] & 0x7F);
        }

        int tokens = 0;
        int hash = 7;
        int i = 0;
        while (i < n) {
            char ch = c[i];
            if (ch <= ' ' || ch == 0x7F) {
                i++;
                continue;
            }
            int kind;
            int len;
            if (isWordChar(ch)) {
                int end = i + 1;
                while (end < n && isWordChar(c[end])) {
                    end++;
                }
                kind = 1;
                len = end - i;
            } else if (isOperatorChar(ch)) {
                // Find the extent of the operator, then back off until the
                // text is a known operator.
                int end = i + 1;
                while (end < n && isOperatorChar(c[end])) {
                    end++;
                }
                len = end - i;
                while (len > 1 && operatorIndex(c, i, len) < 0) {
                    len--;
                }
                int index = operatorIndex(c, i, len);
                kind = index >= 0 ? 2 + index : 1;
            } else {
                kind = 100 + ch;
                len = 1;
            }
            tokens++;
            hash = hash * 31 + kind * 8 + len;
            i += len;
        }
        return ((long) tokens << 32) | (hash & 0xFFFFFFFFL);
    }

    private static boolean isWordChar(char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')
                || (ch >= '0' && ch <= '9') || ch == '_';
    }

    private static boolean isOperatorChar(char ch) {
        for (char op : OPERATOR_CHARS) {
            if (op == ch) {
                return true;
            }
        }
        return false;
    }

    /** Index of c[from, from + len) in the operator table, or -1. */
    private static int operatorIndex(char[] c, int from, int len) {
        if (len > MAX_OPERATOR_LENGTH) {
            return -1;
        }
        for (int k = 0; k < OPERATORS.length; k++) {
            char[] op = OPERATORS[k];
            if (op.length != len) {
                continue;
            }
            boolean same = true;
            for (int m = 0; m < len; m++) {
                if (op[m] != c[from + m]) {
                    same = false;
                    break;
                }
            }
            if (same) {
                return k;
            }
        }
        return -1;
    }
}
