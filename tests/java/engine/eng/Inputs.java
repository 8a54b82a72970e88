package eng;

// Methods whose inputs are objects and arrays: the engine makes them lazily.
public class Inputs {
    static class Node {
        int value;
        Node next;
    }

    private Node head;
    private int count;

    // null, empty, and which element matches: each its own path.
    public static int find(int[] a, int key) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == key) return i;
        }
        return -1;
    }

    // A symbolic index into a symbolic array: in bounds, out of bounds, negative.
    public static int at(long[] a, int i) {
        return a[i] > 0 ? 1 : 0;
    }

    // A write at a symbolic index, read back at a constant one.
    public static int writeThenRead(int[] a, int i) {
        a[i] = 42;
        return a[0] == 42 ? 1 : 0;
    }

    // The receiver's fields are inputs; head.next may be head itself.
    public int shape() {
        if (head == null) return 0;
        if (head.next == null) return 1;
        if (head.next == head) return 2;
        return head.next.value > head.value ? 3 : 4;
    }

    // Two parameters of one type may be the same object.
    public static boolean same(Node a, Node b) {
        return a == b;
    }

    // Arrays of references: each element is itself a lazy input.
    public static int firstValue(Node[] nodes) {
        if (nodes.length == 0) return -1;
        return nodes[0] == null ? -2 : nodes[0].value;
    }

    // An intrinsic (System.arraycopy) gets an input array: its length is pinned.
    public static int copyFirst(int[] a) {
        int[] b = new int[1];
        System.arraycopy(a, 0, b, 0, 1);
        return b[0];
    }

    public int bump(int by) {
        count += by;
        return count > 10 ? 1 : 0;
    }

    // An intrinsic gets an input Object[]: its elements are chosen in one
    // instruction, later ones among more aliases than earlier ones.
    public static int formatted(Object[] parts) {
        if (parts.length != 3) return -1;
        return String.format("%s|%s|%s", parts).length();
    }

    // A symbolic length: each small length is a path of its own.
    public static int sized(int n) {
        int[] a = new int[n];
        if (a.length > 2) return 2;
        return a.length;
    }

    // Text built in a StringBuilder from symbolic chars stays symbolic.
    public static int shouted(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            sb.append(Character.toUpperCase(s.charAt(i)));
        }
        String out = sb.toString();
        if (out.equals("OK")) return 1;
        return out.length() > 3 ? 2 : 0;
    }

    // toCharArray and new String(char[]) keep the chars symbolic.
    public static int palindrome(String s) {
        char[] cs = s.toCharArray();
        for (int i = 0, j = cs.length - 1; i < j; i++, j--) {
            char t = cs[i];
            cs[i] = cs[j];
            cs[j] = t;
        }
        if (cs.length < 2) return -1;
        return new String(cs).equals(s) ? 1 : 0;
    }

    // Every Character classification with an ASCII formula, one bit each.
    public static int classify(char c) {
        int bits = 0;
        if (Character.isDigit(c)) bits |= 1;
        if (Character.isLetter(c)) bits |= 2;
        if (Character.isLetterOrDigit(c)) bits |= 4;
        if (Character.isAlphabetic(c)) bits |= 8;
        if (Character.isUpperCase(c)) bits |= 16;
        if (Character.isLowerCase(c)) bits |= 32;
        if (Character.isWhitespace(c)) bits |= 64;
        if (Character.isSpaceChar(c)) bits |= 128;
        if (Character.isDigit((int) c)) bits |= 256;
        if (Character.isWhitespace((int) c)) bits |= 512;
        return bits;
    }

    // The mappings, packed without a branch.
    public static int mapped(char c, int radix) {
        return Character.toUpperCase(c) + 131 * Character.toLowerCase(c) + 131 * 131 * Character.toUpperCase((int) c)
            + 7919 * Character.getNumericValue(c) + 104729 * Character.digit(c, radix)
            + 1299709 * Character.digit((int) c, 16);
    }

    // An intrinsic (Array.getLength) gets an array of lazy references before
    // the loop reads them: the forks it makes must replay.
    public static boolean allBlank(CharSequence... css) {
        if (css == null || java.lang.reflect.Array.getLength(css) == 0) return true;
        for (CharSequence cs : css) {
            int n = cs == null ? 0 : cs.length();
            for (int i = 0; i < n; i++) {
                if (!Character.isWhitespace(cs.charAt(i))) return false;
            }
        }
        return true;
    }

    interface Polygon {
        int sides();
    }

    enum Regular implements Polygon {
        TRIANGLE, SQUARE;

        public int sides() {
            return this == TRIANGLE ? 3 : 4;
        }
    }

    static class Irregular implements Polygon {
        int corners;

        public int sides() {
            return corners;
        }
    }

    // An interface an enum implements: the enum's inputs are its constants.
    public static int sides(Polygon p) {
        if (p == null) return -1;
        int n = p.sides();
        return n > 4 ? 5 : n;
    }

    // split on a literal keeps the parts symbolic: how many there are is a
    // branch per separator found.
    public static int fields(String line) {
        String[] parts = line.split(",");
        if (parts.length == 0) return -1;  // only separators
        if (parts.length == 1) return parts[0].isEmpty() ? 0 : 1;
        return parts[1].equals("x") ? 3 : 2;
    }

    // Input text may hold line breaks, so text split into lines can have
    // several, each of them switched on.
    public static int lines(String text) {
        String[] lines = text.split("\n");
        if (lines.length < 2) return 0;
        switch (lines[1]) {
            case "end": return 2;
            default: return 1;
        }
    }

    // A "key: value" line as a parser reads one: stripped, cut at its
    // colon, the key stripped and lower-cased for the root locale, then
    // switched on. Each text operation stays symbolic (the offsets the
    // strips and the colon give are enumerated, no text is pinned).
    public static int keyValue(String line) {
        String text = line.strip();
        int colon = text.indexOf(':');
        if (colon <= 0) return -1;
        String key = text.substring(0, colon).strip().toLowerCase(java.util.Locale.ROOT);
        String value = text.substring(colon + 1).strip();
        switch (key) {
            case "id": return value.isEmpty() ? 1 : 2;
            case "name": return 3;
            default: return 0;
        }
    }

    // Returns at once when `key` is null: `a` and `b` are read only past
    // that, so their other choices there would repeat the same path.
    public static int keyFirst(String key, Object a, Object b, int n) {
        if (key == null) return -1;
        if (n > 0) return a == null ? 1 : 2;
        return b == null ? 3 : 4;
    }

    // `a` is read on one side of a branch only: its choices still matter.
    public static int readOnOneSide(int n, Object a) {
        if (n > 0) return a == null ? 1 : 2;
        return 0;
    }

    // A negative limit keeps trailing empty parts; "\\." is a literal dot.
    public static int labels(String domain) {
        return domain.split("\\.", -1).length;
    }

    // Integers turned to text by String.valueOf and Integer.toString stay
    // symbolic ("..." + n and append(n), mostly messages, pin n instead).
    public static int decimal(int n) {
        if (Integer.toString(n).equals("-42")) return 1;
        if (String.valueOf(n).endsWith("7")) return 2;
        return String.valueOf(n < 0).length() + String.valueOf(n).length() > 7 ? 3 : 0;
    }

    // Long.toString: its length is a choice too.
    public static int decimalLong(long m) {
        int n = Long.toString(m).length();
        return n == 19 ? 2 : n == 20 ? 3 : 0;
    }

    // An Object parameter may be an instance of the class under test, as
    // equals(Object) needs.
    public static int sameKind(Object o) {
        if (o instanceof Inputs) return 1;
        return o instanceof String ? 2 : 0;
    }

    private static final int[] PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};

    // More candidates than the branch bound lets one path split on: the path
    // that compares with all of them must still run to the end (-1), not be
    // steered at the bound to the side its own earlier iterations had not taken.
    public static int indexOfPrime(int p) {
        for (int i = 0; i < PRIMES.length; i++) {
            if (PRIMES[i] == p) return i;
        }
        return -1;
    }

    // Inputs resolved at entry, the third initialising an enum (Java run from
    // C++ in the middle of a resolution, after two choices), the fourth
    // forking after it: the fork must replay the choices in order.
    public static int quad(Object a, Object b, Polygon p, Object c) {
        int n = p == null ? 0 : p.sides();
        if (a == null || b == null) return -n;
        return c == null ? n : n + 10;
    }
}
