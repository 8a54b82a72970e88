// Checks try-with-resources: close order (reverse), close after exception,
// suppressed close exceptions, null resources, and exceptions from close only.
public class TryWithResourcesSuppressed {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; System.out.println("  open " + name); }
        @Override public void close() {
            System.out.println("  close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    public static void main(String[] args) {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            System.out.println("  body");
        }
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed: " + s.getMessage());
        }
        try (Res a = new Res("only-close", true)) {
            System.out.println("  body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught from close: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        try (Res nothing = null) {
            System.out.println("  null resource body");
        }
        Res outer = new Res("outer", false);
        try (outer; Res inner = new Res("inner", false)) {
            System.out.println("  java9 style");
        } finally {
            System.out.println("  finally after close");
        }
        try {
            try (Res c = new Res("c", false)) {
                throw new Exception("checked");
            }
        } catch (Exception e) {
            System.out.println("outer caught " + e.getMessage());
        }
    }
}
