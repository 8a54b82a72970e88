package cf;

// Non-ASCII identifiers and strings, written with Unicode escapes so the
// source does not depend on javac's default encoding. In the class file:
//   NUL              -> C0 80 (modified UTF-8)
//   U+00E9, U+20AC   -> two and three bytes
//   U+1F600          -> two encoded surrogates, six bytes
//   a lone surrogate -> three bytes, kept as they are
public class Unicode {
    public static final String NUL = "a\0b";
    public static final String MIXED = "caf\u00e9 \u20ac \uD83D\uDE00";
    public static final String LONE = "x\uD800y";
    public static int \u00e9t\u00e9 = 1;
    public static int \uD835\uDCB3 = 2;

    public static String \u4e2d\u6587() {
        return "\u4e2d\u6587";
    }
}

class \u0394elta {
    int \u03bb;
}
