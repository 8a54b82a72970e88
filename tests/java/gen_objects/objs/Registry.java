package objs;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

// A lookup with no branch of its own: finding a registered name and not
// finding one pass the same edges of the class, and only a test of each
// tells a lookup that never finds anything from a correct one.
public class Registry {
    private static int next = 1;
    private final Map<String, String> names = new HashMap<>();

    public String register(String name) {
        String id = "R" + next++;
        names.put(id, name);
        return id;
    }

    public Optional<String> nameOf(String id) {
        return Optional.ofNullable(names.get(id));
    }
}
