// Checks trim, strip, stripLeading, stripTrailing, isEmpty and isBlank,
// including control chars (trimmed by trim) and Unicode spaces (stripped by strip).
public class StringTrimStripBlank {
    static String show(String s) {
        StringBuilder sb = new StringBuilder("[");
        for (char c : s.toCharArray()) {
            if (c < 32 || c > 126) {
                sb.append("\\u").append(Integer.toHexString(c));
            } else {
                sb.append(c);
            }
        }
        return sb.append("]").toString();
    }

    public static void main(String[] args) {
        String[] samples = {"  hi  ", "\thi\n", "hi", "", "   ", "\u0001x\u0001", "\u2003wide\u2003", " a b "};
        for (String s : samples) {
            System.out.println(show(s) + " trim=" + show(s.trim()) + " strip=" + show(s.strip())
                + " lead=" + show(s.stripLeading()) + " trail=" + show(s.stripTrailing())
                + " empty=" + s.isEmpty() + " blank=" + s.isBlank());
        }
        String t = "same";
        System.out.println(t.trim() == t);
        System.out.println(t.strip() == t);
    }
}
