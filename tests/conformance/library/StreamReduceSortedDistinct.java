// Checks Stream.reduce (identity and Optional forms), sorted (natural and reversed),
// distinct preserving encounter order, limit on infinite Stream.iterate, flatMap and toArray.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamReduceSortedDistinct {
    public static void main(String[] args) {
        List<Integer> nums = Arrays.asList(5, 3, 8, 3, 1, 8, 9, 2, 5, 7);
        System.out.println(nums.stream().reduce(0, Integer::sum) + " " + nums.stream().reduce(Integer::max) + " " + nums.stream().reduce(1, (a, b) -> a * b % 1000));
        Optional<Integer> emptyReduce = Stream.<Integer>empty().reduce(Integer::sum);
        System.out.println(emptyReduce + " " + Stream.of("a", "b", "c").reduce("", String::concat));
        System.out.println(nums.stream().distinct().collect(Collectors.toList()));
        System.out.println(nums.stream().sorted().collect(Collectors.toList()));
        System.out.println(nums.stream().sorted(Comparator.reverseOrder()).distinct().limit(4).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 2).map(String::valueOf).collect(Collectors.joining(",")));
        List<List<Integer>> nested = Arrays.asList(Arrays.asList(1, 2), Arrays.asList(), Arrays.asList(3, 4, 5));
        System.out.println(nested.stream().flatMap(List::stream).map(x -> x * 10).collect(Collectors.toList()));
        Object[] arr = Stream.of("x", "y").toArray();
        String[] sarr = Stream.of("p", "q", "r").toArray(String[]::new);
        System.out.println(arr.length + " " + Arrays.toString(sarr) + " " + sarr.getClass().getSimpleName());
        System.out.println(Stream.of("bb", "a", "ccc").sorted(Comparator.comparing(String::length)).findFirst().get());
        System.out.println(Stream.generate(() -> "z").limit(3).collect(Collectors.joining()));
        System.out.println(Stream.of(1, 2, 3, 4, 5, 6).takeWhile(x -> x < 4).collect(Collectors.toList()) + " " + Stream.of(1, 2, 3, 4, 5, 6).dropWhile(x -> x < 4).collect(Collectors.toList()));
        System.out.println(Stream.concat(Stream.of(1), Stream.of(2, 3)).count());
    }
}
