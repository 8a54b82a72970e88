package seeded.fixed;

// The twin of seeded.buggy.Greeter: null is a guest without a name.
public class Greeter {
    public static String greet(String name) {
        String trimmed = name == null ? "" : name.trim();
        return trimmed.isEmpty() ? "Hello!" : "Hello, " + trimmed + "!";
    }
}
