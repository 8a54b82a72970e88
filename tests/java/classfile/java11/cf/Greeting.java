package cf;

// Private interface methods (release 9 and later).
public interface Greeting {
    String name();

    default String greet() {
        return decorate("Hello, " + name());
    }

    static Greeting of(String name) {
        return () -> name;
    }

    private String decorate(String text) {
        return prefix() + text;
    }

    private static String prefix() {
        return "> ";
    }
}
