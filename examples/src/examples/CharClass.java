package examples;

/** Range tests and switches on chars (sparse lookupswitches), hex digits, and char arithmetic with (char) casts. */
public class CharClass {
    public static final int OTHER = 0;
    public static final int DIGIT = 1;
    public static final int UPPER = 2;
    public static final int LOWER = 3;
    public static final int SPACE = 4;

    /** ASCII-only classification (no Character.isDigit/isLetter). */
    public static int classify(char c) {
        if (c >= '0' && c <= '9') return DIGIT;
        if (c >= 'A' && c <= 'Z') return UPPER;
        if (c >= 'a' && c <= 'z') return LOWER;
        switch (c) {
            case ' ': case '\t': case '\n': case '\r': case '\f':
                return SPACE;
            default:
                return OTHER;
        }
    }

    public static int hexValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        throw new IllegalArgumentException("not a hex digit");
    }

    /** ROT13 on ASCII letters; every other char is returned unchanged. */
    public static char rot13(char c) {
        if (c >= 'a' && c <= 'z') return (char) ('a' + (c - 'a' + 13) % 26);
        if (c >= 'A' && c <= 'Z') return (char) ('A' + (c - 'A' + 13) % 26);
        return c;
    }

    /** The letter of a Java escape sequence for c ('n' for a newline), or 0 when c needs no escape. */
    public static char escapeLetter(char c) {
        switch (c) {
            case '\b': return 'b';
            case '\t': return 't';
            case '\n': return 'n';
            case '\f': return 'f';
            case '\r': return 'r';
            case '"': return '"';
            case '\'': return '\'';
            case '\\': return '\\';
            default: return 0;
        }
    }

    /** A byte of 7-bit ASCII as a char; negative bytes (0x80..0xFF) are not ASCII. */
    public static char fromAscii(byte b) {
        if (b < 0) {
            throw new IllegalArgumentException("not ASCII");
        }
        return (char) b;
    }

    private CharClass() {
        // static methods only
    }
}
