// Checks String.equals, equalsIgnoreCase, compareTo and compareToIgnoreCase,
// including sign and magnitude of compareTo results and null arguments.
public class StringEqualsCompare {
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c > 126) {
                sb.append("\\u").append(Integer.toHexString(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String a = "Apple";
        String b = new String("Apple");
        System.out.println(a.equals(b) + " " + (a == b));
        System.out.println(a.equals("apple") + " " + a.equalsIgnoreCase("aPPLE"));
        System.out.println(a.equals(null) + " " + a.equalsIgnoreCase(null));
        System.out.println("".equals("") + " " + "".equalsIgnoreCase(""));
        System.out.println("\u00e9".equalsIgnoreCase("\u00c9"));
        Object o = "Apple";
        System.out.println(a.equals(o) + " " + a.equals(new StringBuilder("Apple")));
        String[][] pairs = {
            {"a", "b"}, {"b", "a"}, {"abc", "abc"}, {"abc", "abcd"}, {"abcd", "ab"},
            {"A", "a"}, {"", "x"}, {"Zebra", "apple"}, {"\u00e9", "e"}, {"hello", "help"}
        };
        for (String[] p : pairs) {
            System.out.println(escape(p[0]) + " vs " + escape(p[1]) + ": compareTo=" + p[0].compareTo(p[1])
                + " ignoreCase=" + p[0].compareToIgnoreCase(p[1]));
        }
        System.out.println(String.CASE_INSENSITIVE_ORDER.compare("ABC", "abd"));
        System.out.println("abc".contentEquals(new StringBuilder("abc")));
        System.out.println("Hello".regionMatches(true, 1, "xELLx", 1, 3));
    }
}
