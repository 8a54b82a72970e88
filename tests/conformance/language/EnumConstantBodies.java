// Checks enum constants with bodies overriding an abstract method, constant
// classes (getClass vs getDeclaringClass), and enums implementing interfaces.
public class EnumConstantBodies {
    interface Op { int apply(int a, int b); }
    enum Arith implements Op {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            public int apply(int a, int b) { return a * b; }
            @Override public String toString() { return "times!"; }
        };
        final String sym;
        Arith(String sym) { this.sym = sym; }
    }
    enum Level {
        LOW { String label() { return "low"; } },
        HIGH { String label() { return "HIGH"; } };
        abstract String label();
        String both() { return name() + "/" + label(); }
    }

    public static void main(String[] args) {
        for (Arith a : Arith.values()) {
            System.out.println(a.name() + " " + a.sym + " " + a.apply(7, 3) + " toString=" + a);
        }
        Op op = Arith.MINUS;
        System.out.println("via interface: " + op.apply(1, 10));
        System.out.println("getClass is constant body: " + (Arith.PLUS.getClass() != Arith.class));
        System.out.println("declaring: " + Arith.PLUS.getDeclaringClass().getSimpleName());
        System.out.println("body class name: " + Arith.PLUS.getClass().getName());
        for (Level l : Level.values()) System.out.println(l.both());
        System.out.println(Arith.valueOf("TIMES").apply(6, 7));
    }
}
