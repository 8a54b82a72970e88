// Checks HashMap merge (word counting and removal via null), compute,
// computeIfAbsent (multimap), computeIfPresent, replaceAll and getOrDefault.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class HashMapComputeMerge {
    public static void main(String[] args) {
        String text = "the cat and the dog and the bird saw a cat";
        Map<String, Integer> counts = new HashMap<>();
        for (String w : text.split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println(counts);
        counts.merge("the", 0, (a, b) -> null);
        System.out.println(counts.containsKey("the") + " " + counts.size());
        System.out.println(counts.compute("cat", (k, v) -> v == null ? 1 : v * 10));
        System.out.println(counts.compute("zebra", (k, v) -> v == null ? 1 : v * 10));
        System.out.println(counts.compute("saw", (k, v) -> null) + " " + counts.containsKey("saw"));
        System.out.println(counts.computeIfPresent("dog", (k, v) -> v + 5) + " " + counts.computeIfPresent("ghost", (k, v) -> 1));
        System.out.println(counts.computeIfAbsent("dog", k -> 99) + " " + counts.computeIfAbsent("emu", String::length));
        System.out.println(counts.computeIfAbsent("nil", k -> null) + " " + counts.containsKey("nil"));
        Map<Integer, List<String>> byLength = new HashMap<>();
        for (String w : text.split(" ")) {
            byLength.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println(byLength);
        counts.replaceAll((k, v) -> v * 2);
        System.out.println(counts);
        System.out.println(counts.getOrDefault("missing", -1) + " " + counts.replace("a", 77) + " " + counts.replace("zz", 1) + " " + counts.replace("a", 77, 78));
        System.out.println(counts.get("a"));
        Map<Character, Integer> letters = new HashMap<>();
        for (char c : "mississippi".toCharArray()) {
            letters.merge(c, 1, Integer::sum);
        }
        System.out.println(letters);
    }
}
