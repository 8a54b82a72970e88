// Checks String.length, charAt and the StringIndexOutOfBoundsException messages
// thrown by charAt for negative and too-large indices.
public class StringLengthCharAt {
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c > 126 || c < 32) {
                sb.append("\\u").append(Integer.toHexString(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] samples = {"", "a", "hello", "h\u00e9llo", "\u65e5\u672c", "tab\there"};
        for (String s : samples) {
            System.out.println("[" + escape(s) + "] length=" + s.length());
        }
        String s = "conformance";
        for (int i = 0; i < s.length(); i += 3) {
            char c = s.charAt(i);
            System.out.println("charAt(" + i + ")=" + c + " code=" + (int) c);
        }
        System.out.println((int) "\u65e5\u672c".charAt(1));
        int[] bad = {-1, 11, 100};
        for (int i : bad) {
            try {
                System.out.println(s.charAt(i));
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println("SIOOBE: " + e.getMessage());
            }
        }
        try {
            "".charAt(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
