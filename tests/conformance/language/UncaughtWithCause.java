// Checks an uncaught exception carrying a cause; the first stderr line shows
// the outer exception, whose message was derived from the cause's toString.
public class UncaughtWithCause {
    static void parse(String s) {
        try {
            Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(new IllegalStateException("inner state"));
        }
    }

    public static void main(String[] args) {
        System.out.println("parsing");
        parse("not a number");
    }
}
