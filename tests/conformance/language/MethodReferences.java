// Checks method references: static (Integer::parseInt), bound instance
// (obj::method), unbound instance (String::length), constructor (Foo::new, int[]::new).
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class MethodReferences {
    static class Foo {
        final String tag;
        Foo() { this("default"); }
        Foo(String tag) { this.tag = tag; }
        String describe(String extra) { return "Foo(" + tag + ")" + extra; }
        static int triple(int x) { return 3 * x; }
    }

    public static void main(String[] args) {
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println(parse.apply("123") + 1);
        ToIntFunction<String> len = String::length;
        System.out.println(len.applyAsInt("hello"));
        String prefix = "pre-";
        Function<String, String> bound = prefix::concat;
        System.out.println(bound.apply("fix"));
        BiFunction<Foo, String, String> unbound = Foo::describe;
        System.out.println(unbound.apply(new Foo("u"), "!"));
        Supplier<Foo> ctor0 = Foo::new;
        Function<String, Foo> ctor1 = Foo::new;
        System.out.println(ctor0.get().tag + " " + ctor1.apply("made").tag);
        IntFunction<int[]> arr = int[]::new;
        System.out.println("array length " + arr.apply(4).length);
        Function<Integer, Integer> triple = Foo::triple;
        System.out.println(triple.apply(14));
        Foo f = new Foo("bound");
        Function<String, String> boundFoo = f::describe;
        System.out.println(boundFoo.apply("?"));
        Supplier<String> ts = f.tag::toUpperCase;
        System.out.println(ts.get());
        String nul = null;
        try {
            Supplier<Integer> bad = nul::length;
            System.out.println(bad.get());
        } catch (NullPointerException e) {
            System.out.println("bound null receiver: NPE at creation");
        }
    }
}
