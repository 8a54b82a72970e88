package objs;

// Validation by regular expressions on String inputs: each branch needs a
// text the regex accepts or refuses.
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
}
