package seeded.buggy;

// Seeded bug: a missing null check on the name.
public class Greeter {
    public static String greet(String name) {
        String trimmed = name.trim();
        return trimmed.isEmpty() ? "Hello!" : "Hello, " + trimmed + "!";
    }
}
