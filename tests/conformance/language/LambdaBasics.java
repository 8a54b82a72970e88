// Checks lambdas for Runnable, Supplier, Function, BiFunction, Predicate,
// UnaryOperator and composition with andThen/compose.
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class LambdaBasics {
    public static void main(String[] args) {
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Supplier<String> sup = () -> "supplied";
        System.out.println(sup.get());
        Function<Integer, Integer> sq = x -> x * x;
        Function<Integer, String> show = x -> "<" + x + ">";
        System.out.println(sq.apply(7) + " " + sq.andThen(show).apply(3) + " " + show.compose(sq).apply(4));
        BiFunction<String, Integer, String> rep = (s, n) -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append(s);
            return sb.toString();
        };
        System.out.println(rep.apply("ab", 3));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> notEmpty = empty.negate();
        System.out.println(empty.test("") + " " + notEmpty.test("") + " " + empty.or(s -> s.startsWith("x")).test("xy"));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.apply("shout"));
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        System.out.println(adder.apply(10).apply(5));
        System.out.println(Function.<Integer>identity().apply(9));
    }
}
