// Checks StringBuilder.insert at start/middle/end with several types, reverse
// (including surrogate pairs kept intact) and insert out-of-range messages.
public class StringBuilderInsertReverse {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("world");
        sb.insert(0, "hello ");
        System.out.println(sb);
        sb.insert(sb.length(), '!');
        System.out.println(sb);
        sb.insert(5, 42).insert(0, true).insert(4, 1.5).insert(1, 'X');
        System.out.println(sb);
        sb.insert(2, new char[] {'#', '#'});
        System.out.println(sb);
        sb.insert(0, (Object) null);
        System.out.println(sb);
        System.out.println(new StringBuilder("abcdef").reverse());
        System.out.println(new StringBuilder("").reverse().length());
        System.out.println(new StringBuilder("racecar").reverse());
        StringBuilder sp = new StringBuilder("a\uD83D\uDE00b").reverse();
        System.out.println(sp.length() + " " + (int) sp.charAt(0) + " " + (int) sp.charAt(1) + " " + (int) sp.charAt(2) + " " + (int) sp.charAt(3));
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(-1, 'x');
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
    }
}
