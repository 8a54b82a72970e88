package seeded.buggy;

// Seeded bug: a null name is a guest for the blank check, not for trim.
public class Greeter {
    public static String greet(String name) {
        String trimmed = name != null && name.isBlank() ? "" : name.trim();
        return trimmed.isEmpty() ? "Hello!" : "Hello, " + trimmed + "!";
    }
}
