// Checks invokeinterface on a class implementing several interfaces, interface
// methods implemented by a superclass, and interface-typed arrays.
public class InterfaceDispatchMultiple {
    interface Named { String name(); }
    interface Sized { int size(); }
    interface Both extends Named, Sized { default String summary() { return name() + "#" + size(); } }
    static class Base {
        public String name() { return "base-name"; }
    }
    static class Thing extends Base implements Both {
        public int size() { return 3; }
    }
    static class Other implements Named, Sized {
        public String name() { return "other"; }
        public int size() { return 7; }
    }

    public static void main(String[] args) {
        Named[] ns = { new Thing(), new Other(), () -> "lambda-name" };
        for (Named n : ns) System.out.println(n.name());
        Sized[] ss = { new Thing(), new Other() };
        int total = 0;
        for (Sized s : ss) total += s.size();
        System.out.println("total size " + total);
        Both b = new Thing();
        System.out.println(b.summary());
        Object o = new Other();
        System.out.println((o instanceof Named) + " " + (o instanceof Sized) + " " + (o instanceof Both));
        System.out.println(((Named) o).name() + " " + ((Sized) o).size());
    }
}
