// Checks recursive initialisation: A's <clinit> touches B whose <clinit> reads
// A's statics while A is being initialised (sees defaults, no deadlock).
public class ClinitRecursiveInit {
    static class A {
        static int a1 = 5;
        static int fromB = B.readA();
        static int a2 = 7;
        static { System.out.println("  A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }
    static class B {
        static { System.out.println("  B init, sees A.a1=" + A.a1 + " A.a2=" + A.a2); }
        static int readA() { return A.a1 * 100 + A.a2; }
    }
    static class Self {
        static final Self INSTANCE = new Self();
        static int count = 3;
        final int seen;
        Self() { seen = count; }
    }

    public static void main(String[] args) {
        System.out.println("touch A");
        System.out.println("A.fromB=" + A.fromB);
        System.out.println("B.readA()=" + B.readA());
        System.out.println("Self.INSTANCE.seen=" + Self.INSTANCE.seen + " count=" + Self.count);
    }
}
