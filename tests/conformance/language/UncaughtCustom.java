// Checks an uncaught custom exception (nested class): the stderr line shows the
// binary name UncaughtCustom$MyError and its message.
public class UncaughtCustom {
    static class MyError extends RuntimeException {
        MyError(String msg) { super(msg); }
    }

    static void deep(int n) {
        if (n == 0) throw new MyError("custom failure at depth 0");
        deep(n - 1);
    }

    public static void main(String[] args) {
        System.out.println("going deep");
        deep(3);
    }
}
