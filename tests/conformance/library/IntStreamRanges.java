// Checks IntStream.range/rangeClosed with sum, count, average, map, filter,
// boxed().collect(toList()), toArray, summaryStatistics and LongStream.
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public class IntStreamRanges {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 10).sum() + " " + IntStream.range(5, 5).count() + " " + IntStream.range(5, 1).count());
        System.out.println(IntStream.rangeClosed(1, 5).map(i -> i * i).sum());
        System.out.println(IntStream.range(0, 20).filter(i -> i % 3 == 0).boxed().collect(Collectors.toList()));
        System.out.println(Arrays.toString(IntStream.rangeClosed(1, 6).map(i -> 7 - i).toArray()));
        System.out.println(IntStream.range(0, 10).average().getAsDouble() + " " + IntStream.empty().average().isPresent());
        System.out.println(IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b) + " " + IntStream.of(3, 1, 4, 1, 5).max().getAsInt());
        System.out.println(IntStream.rangeClosed(1, 10).summaryStatistics());
        List<String> labels = IntStream.range(0, 4).mapToObj(i -> "item" + i).collect(Collectors.toList());
        System.out.println(labels);
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b));
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(10).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(5, 3, 5, 1, 3).distinct().sorted().boxed().collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 5).mapToDouble(i -> i / 2.0).sum());
        System.out.println(IntStream.rangeClosed(1, 4).asLongStream().map(x -> x * 1_000_000_000L).sum());
        System.out.println(IntStream.range(0, 100).skip(95).boxed().collect(Collectors.toList()));
    }
}
