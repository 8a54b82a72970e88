// Checks interface default methods: inherited defaults, overriding a default
// in a class, class methods winning over defaults, and sub-interface overrides.
public class InterfaceDefaultMethods {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name(); }
        default String shout() { return greet().toUpperCase() + "!"; }
    }
    interface PoliteGreeter extends Greeter {
        @Override default String greet() { return "Good day, " + name(); }
    }
    static class Plain implements Greeter {
        public String name() { return "plain"; }
    }
    static class Custom implements Greeter {
        public String name() { return "custom"; }
        public String greet() { return "Yo " + name(); }
    }
    static class Polite implements PoliteGreeter {
        public String name() { return "polite"; }
    }
    static class BaseWithGreet {
        public String greet() { return "class wins"; }
    }
    static class Mixed extends BaseWithGreet implements Greeter {
        public String name() { return "mixed"; }
    }

    public static void main(String[] args) {
        Greeter[] gs = { new Plain(), new Custom(), new Polite(), new Mixed() };
        for (Greeter g : gs) {
            System.out.println(g.name() + " -> " + g.greet() + " / " + g.shout());
        }
        Greeter lambda = () -> "lambda";
        System.out.println(lambda.greet() + " / " + lambda.shout());
    }
}
