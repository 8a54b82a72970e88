// Checks String.replace with char and CharSequence arguments, including empty
// target, overlapping-looking patterns, and no-match identity.
public class StringReplace {
    public static void main(String[] args) {
        String s = "banana";
        System.out.println(s.replace('a', 'o'));
        System.out.println(s.replace('x', 'y'));
        System.out.println(s.replace("an", "AN"));
        System.out.println(s.replace("ana", "_"));
        System.out.println(s.replace("a", ""));
        System.out.println(s.replace("", "-"));
        System.out.println("".replace("", "x"));
        System.out.println("aaaa".replace("aa", "b"));
        System.out.println("a.b.c".replace(".", "::"));
        System.out.println("path/to/file".replace('/', '\\'));
        System.out.println(s.replace(new StringBuilder("nan"), new StringBuilder("NaN")));
        System.out.println(s.replace('x', 'y') == s);
        System.out.println("hello world".replace("o", "0").replace('l', '1'));
        try {
            s.replace(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
