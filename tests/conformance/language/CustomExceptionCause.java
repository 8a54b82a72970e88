// Checks custom checked and unchecked exception classes with messages, causes,
// initCause, extra fields, and the cause chain walked via getCause().
public class CustomExceptionCause {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
    }
    static class ValidationError extends RuntimeException {
        ValidationError(String field) { super("invalid field: " + field); }
    }
    static class Quiet extends RuntimeException {
        Quiet() { super(); }
    }

    static void validate(String f) { if (f.isEmpty()) throw new ValidationError("name"); }

    static void process(String f) throws AppException {
        try {
            validate(f);
        } catch (ValidationError e) {
            throw new AppException("processing failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            throw new AppException("code path", 42);
        } catch (AppException e) {
            System.out.println(e.getMessage() + " code=" + e.code + " cause=" + e.getCause());
        }
        try {
            process("");
        } catch (AppException e) {
            Throwable t = e;
            while (t != null) {
                System.out.println("chain: " + t.getClass().getName() + " -> " + t.getMessage());
                t = t.getCause();
            }
        }
        Quiet q = new Quiet();
        q.initCause(new ArithmeticException("root"));
        System.out.println("quiet: " + q.getMessage() + " / " + q.getCause().getMessage());
        try {
            q.initCause(new RuntimeException());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getName());
        }
        RuntimeException fromCause = new RuntimeException(new AppException("inner", 1));
        System.out.println("message from cause: " + fromCause.getMessage());
    }
}
