package eng;

import java.util.HashMap;
import java.util.Map;

// A call that returns nothing shows what it did in a query that takes the
// call's own argument: load(student) after enrol(student, points).
public class Seats {
    private final Map<String, Integer> credits = new HashMap<>();

    public void enrol(String student, int points) {
        if (points <= 0) {
            throw new IllegalArgumentException("points must be positive");
        }
        credits.merge(student, points, Integer::sum);
    }

    public int load(String student) {
        return credits.getOrDefault(student, 0);
    }

    // Changes the object: never called to observe it.
    public int take(String student) {
        Integer had = credits.remove(student);
        return had == null ? 0 : had;
    }
}
