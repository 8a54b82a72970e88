// Checks invokevirtual dispatch through a three-level hierarchy, including a
// method overridden only at some levels and calls through each static type.
public class VirtualDispatchOverride {
    static class Animal {
        String sound() { return "..."; }
        String name() { return "animal"; }
        String describe() { return name() + " says " + sound(); }
    }
    static class Dog extends Animal {
        @Override String sound() { return "woof"; }
        @Override String name() { return "dog"; }
    }
    static class Puppy extends Dog {
        @Override String sound() { return "yip"; }
    }
    static class Cat extends Animal {
        @Override String describe() { return "the cat ignores you"; }
    }

    public static void main(String[] args) {
        Animal[] zoo = { new Animal(), new Dog(), new Puppy(), new Cat() };
        for (Animal a : zoo) {
            System.out.println(a.getClass().getSimpleName() + ": " + a.describe());
        }
        Dog d = new Puppy();
        System.out.println("Dog-typed puppy: " + d.sound() + " " + d.name());
        Object o = new Dog();
        System.out.println("Object-typed toString override? " + (o instanceof Animal) + " " + ((Animal) o).sound());
        System.out.println(new Puppy().getClass().getName());
    }
}
