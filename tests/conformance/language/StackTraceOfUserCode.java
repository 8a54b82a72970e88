// Checks stack traces of exceptions thrown in user code: getStackTrace elements (class,
// method, file, line), printStackTrace with a cause ("Caused by", "... n more").
public class StackTraceOfUserCode {
    static class AppException extends RuntimeException {
        AppException(String message, Throwable cause) { super(message, cause); }
    }

    static void level3(int n) {
        if (n > 2) throw new IllegalArgumentException("n too big: " + n);
    }

    static void level2(int n) {
        level3(n + 1);
    }

    static void level1(int n) {
        try {
            level2(n);
        } catch (IllegalArgumentException e) {
            throw new AppException("level1 failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            level1(5);
        } catch (AppException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(top.getClassName() + " " + top.getMethodName() + " " + top.getFileName() + " " + top.getLineNumber());
            System.out.println(e.getStackTrace().length + " " + e.getCause().getStackTrace().length);
            for (StackTraceElement element : e.getCause().getStackTrace()) System.out.println("  " + element);
            e.printStackTrace(System.out);
        }
        Runnable r = () -> { throw new UnsupportedOperationException("from a lambda"); };
        try {
            r.run();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getStackTrace()[0].getMethodName().startsWith("lambda$") + " " + e.getStackTrace()[0].getLineNumber());
        }
    }
}
