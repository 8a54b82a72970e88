// Checks anonymous classes: implementing interfaces, extending classes with
// constructor arguments, instance initialisers, captured locals and outer fields.
public class AnonymousClasses {
    interface Counter { int next(); }
    static abstract class Greeter {
        final String greeting;
        Greeter(String g) { greeting = g; }
        abstract String greet(String who);
    }
    int outerField = 100;

    Counter fromInstance() {
        return new Counter() {
            int n = outerField;
            public int next() { return ++n; }
        };
    }

    public static void main(String[] args) {
        final int start = 5;
        Counter c = new Counter() {
            int n = start;
            { n *= 2; }
            public int next() { return n++; }
        };
        System.out.println(c.next() + " " + c.next() + " " + c.next());
        String suffix = "!";
        Greeter g = new Greeter("Hi") {
            String greet(String who) { return greeting + ", " + who + suffix; }
        };
        System.out.println(g.greet("anon"));
        AnonymousClasses outer = new AnonymousClasses();
        Counter c2 = outer.fromInstance();
        outer.outerField = 0;
        System.out.println(c2.next() + " " + c2.next());
        Object o = new Object() {
            @Override public String toString() { return "custom anonymous toString"; }
        };
        System.out.println(o);
        System.out.println("anon class name: " + c.getClass().getName() + " simple='" + c.getClass().getSimpleName() + "'");
        System.out.println(new Object() { int twice(int x) { return x * 2; } }.twice(21));
    }
}
