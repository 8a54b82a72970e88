// Prints String.hashCode for empty, ASCII, non-ASCII and colliding strings,
// and checks that the hash is cached/stable across calls.
public class StringHashCodes {
    public static void main(String[] args) {
        String[] samples = {
            "", "a", "A", "ab", "hello", "Hello, World!", "\u00e9", "caf\u00e9",
            "\u65e5\u672c", "\u65e5\u672c\u8a9e", "Aa", "BB", "AaAa", "BBBB", "AaBB",
            "polygenelubricants", "0123456789", "\u0000", "\uffff", "the quick brown fox"
        };
        for (String s : samples) {
            System.out.println(s.length() + " " + s.hashCode());
        }
        String x = "stable";
        System.out.println(x.hashCode() == x.hashCode());
        System.out.println(new String("stable").hashCode() == x.hashCode());
        System.out.println("Aa".hashCode() == "BB".hashCode());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.append((char) ('a' + i % 26));
        }
        System.out.println(sb.toString().hashCode());
    }
}
