// Checks list.stream() pipelines: map/filter/collect(toList), count, max/min with
// Optional, mapToInt().sum(), sorted with comparator, distinct, limit, skip, anyMatch/allMatch/noneMatch.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

public class ListStreamPipeline {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf");
        System.out.println(words.stream().map(String::toUpperCase).filter(w -> w.length() > 4).collect(Collectors.toList()));
        System.out.println(words.stream().filter(w -> w.contains("o")).count());
        Optional<String> longest = words.stream().max(Comparator.comparingInt(String::length));
        Optional<String> first = words.stream().min(Comparator.naturalOrder());
        System.out.println(longest + " " + first.get() + " " + words.stream().filter(w -> w.startsWith("z")).findFirst());
        System.out.println(words.stream().mapToInt(String::length).sum() + " " + words.stream().mapToInt(String::length).max().getAsInt());
        System.out.println(words.stream().sorted().distinct().collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.toList()));
        System.out.println(words.stream().skip(2).limit(3).collect(Collectors.toList()));
        System.out.println(words.stream().anyMatch(w -> w.equals("echo")) + " " + words.stream().allMatch(w -> w.length() >= 4) + " " + words.stream().noneMatch(String::isEmpty));
        List<Integer> nums = Arrays.asList(4, 8, 15, 16, 23, 42);
        System.out.println(nums.stream().map(n -> n * 2).filter(n -> n > 20).collect(Collectors.toList()));
        System.out.println(nums.stream().mapToInt(Integer::intValue).average().getAsDouble());
        System.out.println(nums.stream().filter(n -> n % 2 == 1).findFirst().orElse(-1) + " " + nums.stream().filter(n -> n > 100).findAny().isPresent());
        System.out.println(words.stream().map(w -> w.charAt(0)).map(String::valueOf).collect(Collectors.joining()));
        System.out.println(nums.stream().peek(n -> { }).count());
    }
}
