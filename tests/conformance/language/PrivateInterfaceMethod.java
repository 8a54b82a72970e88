// Checks private instance and private static interface methods (Java 9+)
// called from default and static interface methods.
public class PrivateInterfaceMethod {
    interface Formatter {
        String raw();
        default String bracketed() { return wrap("[", "]"); }
        default String braced() { return wrap("{", "}"); }
        private String wrap(String l, String r) { return l + clean(raw()) + r; }
        private static String clean(String s) { return s.trim().toLowerCase(); }
        static String describe(Formatter f) { return "desc:" + clean(f.raw()); }
    }
    static class Impl implements Formatter {
        private final String v;
        Impl(String v) { this.v = v; }
        public String raw() { return v; }
        // A class method with the same name as the private interface method is unrelated.
        String wrap(String a, String b) { return "class-wrap"; }
    }

    public static void main(String[] args) {
        Impl i = new Impl("  HeLLo ");
        System.out.println(i.bracketed());
        System.out.println(i.braced());
        System.out.println(Formatter.describe(i));
        System.out.println(i.wrap("a", "b"));
        Formatter f = () -> " LAMBDA";
        System.out.println(f.bracketed() + " " + Formatter.describe(f));
    }
}
