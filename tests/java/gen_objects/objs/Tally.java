package objs;

import java.util.HashMap;
import java.util.Map;

/** Counts per name in a map field: what a method answers depends on calls made before it. */
public class Tally {
    private final Map<String, Integer> counts = new HashMap<>();

    public void record(String name, int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("n must be positive");
        }
        counts.merge(name, n, Integer::sum);
    }

    /** "none" before any record of the name, "many" above ten, else "few". */
    public String verdict(String name) {
        Integer count = counts.get(name);
        if (count == null) {
            return "none";
        }
        if (count > 10) {
            return "many";
        }
        return "few";
    }

    /** A switch on a String: javac switches on its hash, then checks equals. */
    public static int colour(String name) {
        switch (name) {
            case "red":
                return 1;
            case "green":
                return 2;
            case "blue":
                return 3;
            default:
                return 0;
        }
    }
}
