// Checks the order of constructor chaining (this(...), super(...)), field
// initialisers and instance initialiser blocks during object construction.
public class ObjectConstructionOrder {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) { log.append(s).append(' '); return v; }

    static class A {
        int a1 = note("A.a1", 1);
        { note("A.init", 0); }
        A() { this(note("A()->this", 5)); note("A()", 0); }
        A(int v) { super(); note("A(int=" + v + ")", 0); }
        int a2 = note("A.a2", 2);
    }
    static class B extends A {
        int b1 = note("B.b1", 3);
        B() { super(); note("B()", 0); }
        B(String s) { this(); note("B(" + s + ")", 0); }
        { note("B.init", 0); }
    }

    public static void main(String[] args) {
        new A();
        System.out.println(log.toString().trim());
        log.setLength(0);
        new B();
        System.out.println(log.toString().trim());
        log.setLength(0);
        B b = new B("x");
        System.out.println(log.toString().trim());
        System.out.println(b.a1 + " " + b.a2 + " " + b.b1);
    }
}
