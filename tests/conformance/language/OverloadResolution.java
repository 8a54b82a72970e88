// Checks compile-time overload selection: exact match, widening before boxing,
// boxing before varargs, most specific reference type, and null arguments.
public class OverloadResolution {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(int... xs) { return "f(int...) len=" + xs.length; }

    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }
    static String g(Object... xs) { return "g(Object...)"; }

    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }
    static String h(CharSequence s) { return "h(CharSequence)"; }

    static String k(char c) { return "k(char)"; }
    static String k(int i) { return "k(int)"; }

    static class P { String who(P p) { return "P.who(P)"; } }
    static class Q extends P {
        String who(P p) { return "Q.who(P)"; }
        String who(Q q) { return "Q.who(Q)"; }
    }

    public static void main(String[] args) {
        byte b = 1; short s = 2; char c = 'c'; long l = 3; float fl = 4f;
        System.out.println(f(1) + " " + f(b) + " " + f(s) + " " + f(c));
        System.out.println(f(l) + " " + f(fl) + " " + f(1.0));
        System.out.println(f(Integer.valueOf(5)) + " " + f("str") + " " + f());
        System.out.println(f(1, 2, 3));
        System.out.println(g(7) + " " + g(Integer.valueOf(7)) + " " + g("x") + " " + g());
        System.out.println(h("s") + " " + h(new StringBuilder("sb")) + " " + h(null) + " " + h((Object) "s"));
        System.out.println(k('a') + " " + k('a' + 1) + " " + k((char) 98));
        P p = new Q();
        Q q = new Q();
        System.out.println(p.who(q) + " " + q.who(q) + " " + q.who(p));
    }
}
