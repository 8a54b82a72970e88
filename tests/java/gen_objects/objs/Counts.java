package objs;

import java.util.HashMap;
import java.util.Map;

// No public way to make one, so tests make it field by field; but every
// constructor sets `counts` to a new map first, so no test makes it null
// (a NullPointerException no caller can cause).
public class Counts {
    private final Map<String, Integer> counts = new HashMap<>();
    private final String label;

    private Counts(String label) {
        if (label == null) throw new IllegalArgumentException("no label");
        this.label = label;
    }

    private Counts() {
        this("counts");
    }

    public int count(String key) {
        Integer found = counts.get(key);
        return found == null ? 0 : found;
    }

    public int labelLength() {
        return label.length();
    }
}
