// Checks an uncaught java.lang.Error subclass (AssertionError with a non-String
// detail, converted with String.valueOf) escaping main after some output.
public class UncaughtError {
    public static void main(String[] args) {
        System.out.println("out line");
        System.out.println("second out line");
        throw new AssertionError(12345);
    }
}
