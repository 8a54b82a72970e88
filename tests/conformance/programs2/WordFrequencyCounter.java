// Word statistics over a paragraph: split on "\\W+", TreeMap counts, and streams with
// groupingBy/counting/joining/toMap, sorting by frequency then alphabetically.
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

public class WordFrequencyCounter {
    static final String TEXT =
        "It was the best of times, it was the worst of times, it was the age of wisdom, "
      + "it was the age of foolishness, it was the epoch of belief, it was the epoch of "
      + "incredulity, it was the season of Light, it was the season of Darkness; it was "
      + "the spring of hope, it was the winter of despair. We had everything before us!";

    public static void main(String[] args) {
        String[] words = TEXT.toLowerCase().split("\\W+");
        System.out.println("tokens=" + words.length + " first=" + words[0] + " last=" + words[words.length - 1]);

        Map<String, Integer> counts = new TreeMap<>();
        for (String w : words) counts.put(w, counts.getOrDefault(w, 0) + 1);
        System.out.println("distinct=" + counts.size());
        System.out.println(counts);

        List<Map.Entry<String, Integer>> top = counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(6)
                .collect(Collectors.toList());
        for (Map.Entry<String, Integer> e : top) {
            System.out.printf("%-8s %3d %s%n", e.getKey(), e.getValue(), "#".repeat(e.getValue()));
        }

        Map<String, Long> streamed = Arrays.stream(words)
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("same as loop: " + streamed.toString().equals(counts.toString()));

        Map<Integer, String> byLength = Arrays.stream(words).distinct()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.joining(",")));
        byLength.forEach((len, ws) -> System.out.println(len + " -> " + ws));

        Map<Character, Integer> initials = Arrays.stream(words)
                .collect(Collectors.toMap(w -> w.charAt(0), w -> 1, Integer::sum, TreeMap::new));
        System.out.println("initials " + initials);

        Map<String, Integer> firstPos = new LinkedHashMap<>();
        for (int i = 0; i < words.length; i++) firstPos.putIfAbsent(words[i], i);
        System.out.println("first positions " + firstPos.entrySet().stream().skip(10).limit(5)
                .map(e -> e.getKey() + "@" + e.getValue()).collect(Collectors.joining(" ", "{", "}")));

        String longest = Arrays.stream(words).reduce("", (a, b) -> b.length() > a.length() ? b : a);
        double avg = Arrays.stream(words).mapToInt(String::length).average().orElse(0);
        System.out.printf("longest=%s avg=%.3f%n", longest, avg);

        String[] sentences = TEXT.split("(?<=[.!;])\\s*");
        for (String s : sentences) System.out.println("[" + s.length() + "] " + s.substring(0, Math.min(30, s.length())));
        System.out.println(Arrays.toString("a1b22c333".split("\\d+")) + " " + Arrays.toString(" x  y ".split(" ")));
    }
}
