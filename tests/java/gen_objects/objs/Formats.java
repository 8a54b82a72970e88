package objs;

// Regular expressions on String inputs: each branch needs a text the
// regex accepts or refuses, or that a split cuts into so many parts.
public class Formats {
    public static String kind(String s) {
        if (s.matches("[0-9]+")) return "number";
        if (s.matches("[A-Z][a-z]*")) return "name";
        if (s.matches("\\w+@\\w+\\.com")) return "email";
        if (s.matches("\\d{3}-\\d{4}")) return "phone";
        return "other";
    }

    public static int version(String s) {
        if (!s.matches("v?\\d+(\\.\\d+)?")) throw new IllegalArgumentException("not a version: " + s);
        if (s.startsWith("v")) return 2;
        return s.contains(".") ? 1 : 0;
    }

    // Split on a character class: one char of it, or the longest run.
    public static String second(String csv) {
        String[] parts = csv.split("[,;]");
        if (parts.length < 2) return "none";
        if (parts[1].isEmpty()) return "empty";
        return parts[1];
    }

    public static int words(String line) {
        return line.trim().split("\\s+").length == 3 ? 3 : 0;
    }
}
