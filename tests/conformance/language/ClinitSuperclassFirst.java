// Checks that class initialisation runs superclass static initialisers before
// the subclass's, exactly once, and static field initialisers in textual order.
public class ClinitSuperclassFirst {
    static class Grand {
        static int g = log("Grand.g", 1);
        static { log("Grand.static", 0); }
    }
    static class Parent extends Grand {
        static { log("Parent.static", 0); }
        static int p = log("Parent.p", 2);
    }
    static class Child extends Parent {
        static int c1 = log("Child.c1", 3);
        static { log("Child.static", 0); }
        static int c2 = log("Child.c2", c1 + 1);
        Child() { log("Child()", 0); }
    }

    static int log(String s, int v) { System.out.println("  " + s); return v; }

    public static void main(String[] args) {
        System.out.println("main start");
        new Child();
        System.out.println("second new");
        new Child();
        System.out.println("values " + Grand.g + " " + Parent.p + " " + Child.c1 + " " + Child.c2);
    }
}
