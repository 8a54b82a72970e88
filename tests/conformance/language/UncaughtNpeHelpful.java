// Checks an uncaught NullPointerException from main: stderr's first line
// contains the helpful NPE message for a null local.
public class UncaughtNpeHelpful {
    static String lookup(int k) { return k == 1 ? "one" : null; }

    public static void main(String[] args) {
        String a = lookup(1);
        System.out.println(a.length());
        String b = lookup(2);
        System.out.println(b.length());
    }
}
