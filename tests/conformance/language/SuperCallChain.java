// Checks invokespecial super.m() calls chaining up a hierarchy, where the
// super call skips a level that does not override, and super calls from overrides.
public class SuperCallChain {
    static class A {
        String m() { return "A"; }
        String n() { return "A.n"; }
        public String toString() { return "A-obj"; }
    }
    static class B extends A {
        @Override String m() { return "B>" + super.m(); }
    }
    static class C extends B {
        @Override String m() { return "C>" + super.m(); }
        @Override String n() { return "C.n>" + super.n(); }
        public String toString() { return "C-obj>" + super.toString(); }
    }
    static class D extends C {
        @Override String m() { return "D>" + super.m(); }
        String callSuperN() { return super.n(); }
    }

    public static void main(String[] args) {
        System.out.println(new A().m());
        System.out.println(new B().m());
        System.out.println(new C().m());
        System.out.println(new D().m());
        A a = new D();
        System.out.println(a.m() + " | " + a.n());
        System.out.println(new D().callSuperN());
        System.out.println("" + new D());
    }
}
