// Checks diamond default-method conflicts resolved in the class with explicit
// I.super.m() calls, and the most-specific default chosen without conflict.
public class DiamondDefaultSuper {
    interface Left { default String who() { return "Left"; } }
    interface Right { default String who() { return "Right"; } }
    static class Both implements Left, Right {
        @Override public String who() { return "Both(" + Left.super.who() + "+" + Right.super.who() + ")"; }
    }
    interface Top { default String id() { return "Top"; } }
    interface MidA extends Top { }
    interface MidB extends Top { @Override default String id() { return "MidB>" + Top.super.id(); } }
    static class Bottom implements MidA, MidB { }
    static class Bottom2 implements MidA, MidB {
        @Override public String id() { return "Bottom2>" + MidB.super.id(); }
    }
    interface Alpha extends Top { }
    static class OnlyTop implements Alpha, MidA { }

    public static void main(String[] args) {
        System.out.println(new Both().who());
        Left l = new Both();
        Right r = new Both();
        System.out.println(l.who() + " | " + r.who());
        System.out.println(new Bottom().id());
        Top t = new Bottom2();
        System.out.println(t.id());
        MidA ma = new Bottom();
        System.out.println(ma.id());
        System.out.println(new OnlyTop().id());
    }
}
