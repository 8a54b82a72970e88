// Run with -ea (java -ea, symcrete run -ea): the program's own assert
// statements run, the JDK's classes keep theirs off, and a failing assert
// that nothing catches ends main with an AssertionError and exit status 1.
public class AssertionsEnabledUncaught {
    static int checked(int x) {
        assert x > 0 : "x must be positive, got " + x;
        return x * 2;
    }

    static class Inner {
        static boolean enabled() {
            boolean on = false;
            assert on = true;  // runs only when assertions are enabled
            return on;
        }
    }

    public static void main(String[] args) {
        System.out.println("app class: " + AssertionsEnabledUncaught.class.desiredAssertionStatus());
        System.out.println("nested class: " + Inner.enabled());
        System.out.println("JDK class: " + String.class.desiredAssertionStatus());
        System.out.println(checked(21));
        try {
            checked(-1);
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
        assert args.length > 0 : "no arguments";
        System.out.println("not reached under -ea");
    }
}
