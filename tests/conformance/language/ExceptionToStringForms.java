// Checks Throwable.toString/getMessage/getLocalizedMessage for exceptions with
// and without messages, null messages, nested class names, and overrides.
public class ExceptionToStringForms {
    static class Plain extends Exception { Plain() { } Plain(String m) { super(m); } }
    static class Localized extends RuntimeException {
        Localized(String m) { super(m); }
        @Override public String getLocalizedMessage() { return "[L10N] " + getMessage(); }
    }
    static class CustomMsg extends RuntimeException {
        @Override public String getMessage() { return "computed message"; }
    }

    static void show(Throwable t) {
        System.out.println(t + " | msg=" + t.getMessage() + " | loc=" + t.getLocalizedMessage());
    }

    public static void main(String[] args) {
        show(new RuntimeException());
        show(new RuntimeException("with message"));
        show(new RuntimeException((String) null));
        show(new RuntimeException(""));
        show(new IllegalStateException("state"));
        show(new Plain());
        show(new Plain("plain msg"));
        show(new Localized("hello"));
        show(new CustomMsg());
        show(new Error("an error"));
        show(new RuntimeException(new Plain("inner")));
        show(new RuntimeException((Throwable) null));
        show(new StackOverflowError());
        show(new ArithmeticException("arith"));
    }
}
