// A parallel stream runs its tasks on the common ForkJoinPool and the
// calling thread; the results are those of the sequential stream.
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class ParallelStreamSum {
    public static void main(String[] args) {
        System.out.println("sum " + IntStream.rangeClosed(1, 2000).parallel().sum());
        List<Integer> evens = IntStream.range(0, 50).parallel().filter(i -> i % 2 == 0).boxed().collect(Collectors.toList());
        System.out.println("evens " + evens.size() + " last " + evens.get(evens.size() - 1));
        System.out.println("max square " + IntStream.range(0, 300).parallel().map(i -> i * i).max().getAsInt());
    }
}
