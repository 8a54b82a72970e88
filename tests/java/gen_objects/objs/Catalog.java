package objs;

import java.util.ArrayList;
import java.util.List;

// Items whose code must be upper case and whose name must not be blank: a
// test's text should still read as words, and every text differ from the
// others, so that a test tells which one a method returns.
public class Catalog {
    public record Item(String code, String name) {
        public Item {
            if (code == null || code.length() != 2) throw new IllegalArgumentException("code");
            for (char c : code.toCharArray()) {
                if (c < 'A' || c > 'Z') throw new IllegalArgumentException("code");
            }
            if (name == null || name.isBlank()) throw new IllegalArgumentException("name");
        }
    }

    public static List<String> names(Item item, Item other) {
        List<String> names = new ArrayList<>();
        names.add(item.name());
        if (other != null) names.add(other.name());
        return names;
    }
}
