package seeded.buggy;

// Seeded bug: assumes every name has two characters.
public class Initials {
    public static String of(String name) {
        if (name == null) return "";
        return name.substring(0, 2).toUpperCase();
    }
}
