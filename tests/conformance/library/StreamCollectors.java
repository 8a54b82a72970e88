// Checks Collectors.joining (with and without prefix/suffix), toList, toSet into a
// TreeSet, groupingBy into TreeMap, partitioningBy, counting, toMap and summingInt.
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamCollectors {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date");
        System.out.println(words.stream().collect(Collectors.joining(", ")));
        System.out.println(words.stream().limit(3).collect(Collectors.joining("|", "<", ">")));
        System.out.println(Stream.<String>empty().collect(Collectors.joining(", ", "[", "]")));
        TreeSet<Integer> lengthSet = words.stream().map(String::length).collect(Collectors.toCollection(TreeSet::new));
        System.out.println(lengthSet);
        Map<Character, List<String>> byFirst = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toList()));
        System.out.println(byFirst);
        Map<Boolean, List<String>> parts = words.stream().collect(Collectors.partitioningBy(w -> w.length() > 6));
        System.out.println(parts);
        Map<Integer, Long> countByLen = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println(countByLen);
        Map<String, Integer> lengths = words.stream().collect(Collectors.toMap(w -> w, String::length, (a, b) -> a, TreeMap::new));
        System.out.println(lengths);
        System.out.println(words.stream().collect(Collectors.summingInt(String::length)) + " " + words.stream().collect(Collectors.averagingInt(String::length)));
        System.out.println(words.stream().collect(Collectors.counting()));
        Map<Character, String> joined = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.mapping(w -> w.substring(0, 2), Collectors.joining("+"))));
        System.out.println(joined);
        try {
            Stream.of("a", "b", "a").collect(Collectors.toMap(s -> s, s -> 1));
        } catch (IllegalStateException e) {
            System.out.println("ISE: " + e.getMessage());
        }
        System.out.println(Stream.of(3, 1, 2).collect(Collectors.toUnmodifiableList()));
    }
}
