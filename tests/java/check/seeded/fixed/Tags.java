package seeded.fixed;

import java.util.List;
import java.util.Map;

// Copies its collections with List.copyOf and Map.copyOf, which refuse a null
// element, key or value as their documentation says: a null inside an
// argument is the caller's broken contract, not a bug of Tags.
public record Tags(List<String> names, Map<String, String> labels) {
    public Tags {
        names = List.copyOf(names);
        labels = Map.copyOf(labels);
    }

    public int count() {
        return names.size() + labels.size();
    }
}
