package lifting;

import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

// invokedynamic: lambdas, method references and (release >= 9) string concatenation.
public class Lambdas {
    static int apply(int a, int b) {
        IntBinaryOperator op = (x, y) -> x * y + a;
        return op.applyAsInt(a, b);
    }

    static String concat(String s, int i, long l, double d, char c, Object o, boolean z) {
        return s + i + l + d + c + o + z + "!";
    }

    static Supplier<String> refs(String s) {
        Function<String, Integer> len = String::length;
        Supplier<Object> ctor = Object::new;
        return () -> s + len.apply(s) + ctor.get();
    }

    long captured(long base) {
        Function<Long, Long> f = x -> x + base + hashCode();
        return f.apply(3L);
    }
}
