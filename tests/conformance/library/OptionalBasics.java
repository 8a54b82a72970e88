// Checks Optional.of/empty/ofNullable, isPresent/isEmpty, map, flatMap, filter,
// orElse, orElseGet, ifPresent, ifPresentOrElse, or, equals and toString.
import java.util.Optional;

public class OptionalBasics {
    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> fromNull = Optional.ofNullable(null);
        System.out.println(some + " " + none + " " + fromNull + " " + Optional.ofNullable("x"));
        System.out.println(some.isPresent() + " " + none.isPresent() + " " + some.isEmpty() + " " + none.isEmpty());
        System.out.println(some.map(String::length) + " " + none.map(String::length) + " " + some.map(s -> null));
        System.out.println(some.filter(s -> s.startsWith("v")) + " " + some.filter(s -> s.isEmpty()));
        System.out.println(some.flatMap(s -> Optional.of(s.toUpperCase())) + " " + some.flatMap(s -> Optional.empty()));
        System.out.println(some.orElse("other") + " " + none.orElse("other") + " " + none.orElse(null));
        System.out.println(none.orElseGet(() -> "lazy") + " " + some.orElseGet(() -> { throw new IllegalStateException(); }));
        some.ifPresent(s -> System.out.println("present: " + s));
        none.ifPresent(s -> System.out.println("never"));
        none.ifPresentOrElse(s -> System.out.println("never"), () -> System.out.println("absent branch"));
        System.out.println(none.or(() -> Optional.of("alt")) + " " + some.or(() -> Optional.of("alt")));
        System.out.println(some.equals(Optional.of("value")) + " " + none.equals(Optional.empty()) + " " + (Optional.empty() == Optional.empty()));
        System.out.println(some.hashCode() + " " + none.hashCode());
        System.out.println(some.stream().count() + " " + none.stream().count() + " " + some.get());
        Optional<Integer> num = Optional.of(21).map(x -> x * 2);
        System.out.println(num.get() + " " + Optional.of(0).map(x -> x).isPresent());
    }
}
