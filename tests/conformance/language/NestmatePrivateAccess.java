// Checks nestmate access (Java 11+): nested classes reading and writing each
// other's private fields, calling private methods and private constructors.
public class NestmatePrivateAccess {
    private int secret = 1;
    private static String staticSecret = "s";
    private NestmatePrivateAccess() { }
    private int twice() { return secret * 2; }

    static class Nested {
        private int hidden = 10;
        private Nested() { }
        private static int helper(int x) { return x + 1; }
        int peek(NestmatePrivateAccess o) { o.secret += 5; return o.twice(); }
    }
    class Inner {
        private String tag = "inner";
        String touch() { secret++; staticSecret += "!"; return tag + secret + staticSecret; }
    }
    interface Api {
        private int priv() { return 3; }
        default int pub() { return priv(); }
    }

    public static void main(String[] args) {
        NestmatePrivateAccess outer = new NestmatePrivateAccess();
        Nested n = new Nested();
        System.out.println("peek=" + n.peek(outer) + " secret=" + outer.secret);
        n.hidden++;
        System.out.println("hidden=" + n.hidden + " helper=" + Nested.helper(41));
        Inner in = outer.new Inner();
        System.out.println(in.touch() + " " + in.tag);
        in.tag = "changed";
        System.out.println(in.touch());
        System.out.println("api=" + new Api() { }.pub());
    }
}
