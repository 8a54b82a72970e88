// Checks that private methods are not overridden (calls bind statically) and
// that static methods are hidden, not overridden.
public class PrivateMethodNoOverride {
    static class Base {
        private String secret() { return "Base.secret"; }
        static String stat() { return "Base.stat"; }
        String callSecret() { return secret(); }
        String callStat() { return stat(); }
    }
    static class Sub extends Base {
        private String secret() { return "Sub.secret"; }
        static String stat() { return "Sub.stat"; }
        String callSubSecret() { return secret(); }
    }

    @SuppressWarnings("static-access")
    public static void main(String[] args) {
        Sub s = new Sub();
        Base b = s;
        System.out.println(s.callSecret());
        System.out.println(s.callSubSecret());
        System.out.println(s.callStat());
        System.out.println(b.stat() + " " + s.stat());
        System.out.println(Base.stat() + " " + Sub.stat());
        // Nested classes may call each other's private methods (nestmates).
        System.out.println(b.secret() + " " + s.secret());
    }
}
