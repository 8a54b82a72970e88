package objs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

// Functional interfaces as inputs: each is a lambda answering what the path
// needs, in call order.
public class Shelf {
    public interface Rule {
        int score(String item);
    }

    public static int count(List<String> items, Predicate<String> keep) {
        int kept = 0;
        for (String item : items) {
            if (keep.test(item)) {
                kept++;
            }
        }
        // Some kept, some not: the answers differ between calls.
        return kept > 0 && kept < items.size() ? -kept : kept;
    }

    public static String label(String item, Function<String, String> namer) {
        String name = namer.apply(item);
        if (name == null) {
            return "unnamed";
        }
        return name.isEmpty() ? "blank" : name;
    }

    public static String first(String a, String b, Comparator<String> order) {
        int c = order.compare(a, b);
        if (c < 0) {
            return "a";
        }
        return c == 0 ? "same" : "b";
    }

    public static String fallback(Supplier<String> supplier) {
        String s = supplier.get();
        return s.length() > 2 ? "long" : "short";
    }

    public static int total(List<String> items, Rule rule) {
        int sum = 0;
        for (String item : items) {
            int s = rule.score(item);
            if (s < 0) {
                throw new IllegalArgumentException("negative score");
            }
            sum += s;
        }
        return sum;
    }
}
