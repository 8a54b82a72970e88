// Checks covariant return types: overrides returning a subtype, called through
// the supertype (which goes through a compiler-generated bridge method).
public class CovariantReturnBridge {
    static class Animal {
        Animal self() { return this; }
        Animal make() { return new Animal(); }
        public String toString() { return "Animal"; }
    }
    static class Dog extends Animal {
        @Override Dog self() { return this; }
        @Override Dog make() { return new Dog(); }
        String bark() { return "woof"; }
        public String toString() { return "Dog"; }
    }
    interface Source { Object get(); }
    static class StringSource implements Source {
        public String get() { return "from StringSource"; }
    }
    static class Copyable implements Cloneable {
        int v = 5;
        @Override public Copyable clone() {
            try { return (Copyable) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }

    public static void main(String[] args) {
        Animal a = new Dog();
        System.out.println(a.self() + " " + a.make());
        Dog d = new Dog();
        System.out.println(d.make().bark() + " " + d.self().bark());
        Source s = new StringSource();
        Object o = s.get();
        System.out.println(o + " " + new StringSource().get().length());
        Copyable c = new Copyable();
        c.v = 9;
        Copyable c2 = c.clone();
        System.out.println("clone v=" + c2.v + " same=" + (c == c2));
    }
}
