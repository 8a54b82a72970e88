// Checks each class-initialisation trigger: static method call, static field
// read, static field write, and new; each class initialised exactly once.
public class ClinitTriggers {
    static class ByMethod { static { System.out.println("  init ByMethod"); } static int m() { return 1; } }
    static class ByGet { static { System.out.println("  init ByGet"); } static int f = 2; }
    static class ByPut { static { System.out.println("  init ByPut"); } static int f; }
    static class ByNew { static { System.out.println("  init ByNew"); } }
    static class Parent { static { System.out.println("  init Parent"); } static int pf = 10; }
    static class Child extends Parent { static { System.out.println("  init Child"); } }

    public static void main(String[] args) {
        System.out.println("call static method");
        int a = ByMethod.m();
        System.out.println("read static field");
        int b = ByGet.f;
        System.out.println("write static field");
        ByPut.f = 3;
        System.out.println("new instance");
        new ByNew();
        System.out.println("again (no init output expected)");
        a += ByMethod.m() + ByGet.f;
        ByPut.f++;
        new ByNew();
        System.out.println("Parent field via Child (only Parent inits)");
        int c = Child.pf;
        System.out.println("values " + a + " " + b + " " + ByPut.f + " " + c);
        System.out.println("new Child");
        new Child();
    }
}
