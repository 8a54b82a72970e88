package cf;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

// invokedynamic: lambdas and method references (LambdaMetafactory), and from
// release 9 on, string concatenation (StringConcatFactory).
public class Lambdas {
    public static Supplier<String> greeter(String name) {
        return () -> "Hello, " + name + "!";
    }

    public static Function<String, Integer> length() {
        return String::length;
    }

    public static Function<List<String>, Integer> size() {
        return List::size;
    }

    public static IntBinaryOperator adder() {
        return Integer::sum;
    }

    public static Supplier<ArrayList<String>> factory() {
        return ArrayList::new;
    }

    public static Runnable noop() {
        return () -> {};
    }

    public static String concat(String a, int b, long c) {
        return a + b + "/" + c;
    }
}
