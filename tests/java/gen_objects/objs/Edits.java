package objs;

// StringBuilder edits and region comparisons on String inputs: every
// branch below depends on chars the edits moved, so only text kept
// symbolic through them reaches each one.
public class Edits {
    // "cat" -> "hat", then the third char decides.
    public static int capitalised(String word) {
        if (word.length() < 3) return -1;
        StringBuilder b = new StringBuilder(word);
        b.setCharAt(0, 'h');
        if (b.toString().equals("hat")) return 1;
        if (b.charAt(2) == 'z') return 2;
        return 0;
    }

    public static boolean palindrome(String s) {
        return new StringBuilder(s).reverse().toString().equals(s);
    }

    // Drops the char at `at` and puts "--" in the middle.
    public static String spliced(String s, int at) {
        StringBuilder b = new StringBuilder(s);
        b.deleteCharAt(at);
        b.insert(b.length() / 2, "--");
        if (b.toString().startsWith("--")) return "short";
        return b.toString();
    }

    public static int trimmedTail(String s) {
        StringBuilder b = new StringBuilder(s);
        b.delete(0, 2);
        b.setLength(Math.min(b.length(), 3));
        if (b.toString().equals("abc")) return 1;
        return b.length();
    }

    public static char secondOfCopy(String s) {
        char[] out = new char[4];
        s.getChars(0, Math.min(s.length(), 4), out, 0);
        if (out[1] == 'Q') return 'q';
        return out[0];
    }

    public static int prefix(String a, String b) {
        if (a.regionMatches(true, 1, b, 0, 3)) return 2;
        if (a.regionMatches(0, b, 1, 2)) return 1;
        return 0;
    }
}
