package seeded.fixed;

// The twin of seeded.buggy.Initials: short names are their own initials.
public class Initials {
    public static String of(String name) {
        if (name == null) return "";
        return name.substring(0, Math.min(2, name.length())).toUpperCase();
    }
}
