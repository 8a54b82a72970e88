package objs;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

// Optionals in and out: a parameter is Optional.empty() or Optional.of(...),
// and a returned one is compared by its content.
public class Lookup {
    public static Optional<String> firstLong(List<String> words, int min) {
        for (String word : words) {
            if (word.length() >= min) {
                return Optional.of(word);
            }
        }
        return Optional.empty();
    }

    public static int doubled(Optional<Integer> value) {
        if (value.isEmpty()) {
            return -1;
        }
        return value.get() > 100 ? 100 : value.get() * 2;
    }

    public static String label(Optional<String> name) {
        return name.map(n -> n.isEmpty() ? "blank" : "named").orElse("anonymous");
    }

    public static OptionalInt positive(int x) {
        return x > 0 ? OptionalInt.of(x) : OptionalInt.empty();
    }
}
