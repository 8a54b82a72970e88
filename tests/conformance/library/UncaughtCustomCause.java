// Checks an uncaught exception of a nested custom type with a cause: stderr first line
// uses the binary class name (UncaughtCustomCause$AppException) and the message.
public class UncaughtCustomCause {
    static final class AppException extends RuntimeException {
        AppException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    public static void main(String[] args) {
        System.out.println("working");
        try {
            Object o = "text";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("caught CCE, rethrowing wrapped");
            throw new AppException("wrapped failure", new IllegalStateException("inner"));
        }
    }
}
