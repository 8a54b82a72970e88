// Checks static interface methods (invokestatic on an interface), interface
// constant fields, and that static interface methods are not inherited by classes.
public class StaticInterfaceMethod {
    interface MathOps {
        int BASE = 10;
        static int twice(int x) { return x * 2; }
        static int addBase(int x) { return x + BASE; }
        int apply(int x);
        default int applyTwice(int x) { return apply(apply(x)); }
    }
    static class Square implements MathOps {
        public int apply(int x) { return x * x; }
        static int twice(int x) { return x * 3; } // unrelated to MathOps.twice
    }

    public static void main(String[] args) {
        System.out.println(MathOps.twice(21));
        System.out.println(MathOps.addBase(5));
        System.out.println(Square.twice(21));
        MathOps sq = new Square();
        System.out.println(sq.applyTwice(3));
        MathOps inc = MathOps::addBase;
        System.out.println(inc.applyTwice(1));
        System.out.println("BASE via class: " + Square.BASE);
    }
}
