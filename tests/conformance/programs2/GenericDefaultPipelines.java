// Interfaces with generic default and static methods: a Transformer<A,B> with andThen/
// compose defaults, a Validator<T> combinator, and a Repository<T,ID> with default queries.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenericDefaultPipelines {
    interface Transformer<A, B> {
        B apply(A a);
        default <C> Transformer<A, C> andThen(Transformer<? super B, ? extends C> next) {
            return a -> next.apply(apply(a));
        }
        default <Z> Transformer<Z, B> compose(Transformer<? super Z, ? extends A> before) {
            return z -> apply(before.apply(z));
        }
        static <T> Transformer<T, T> identity() { return t -> t; }
        default List<B> applyAll(List<? extends A> in) {
            List<B> out = new ArrayList<>();
            for (A a : in) out.add(apply(a));
            return out;
        }
    }

    interface Validator<T> {
        List<String> validate(T t);
        default Validator<T> and(Validator<? super T> other) {
            return t -> {
                List<String> errs = new ArrayList<>(validate(t));
                errs.addAll(other.validate(t));
                return errs;
            };
        }
        static <T> Validator<T> of(Predicate<? super T> ok, String message) {
            return t -> ok.test(t) ? List.of() : List.of(message);
        }
        default boolean isValid(T t) { return validate(t).isEmpty(); }
    }

    interface Identified<ID extends Comparable<ID>> { ID id(); }

    interface Repository<T extends Identified<ID>, ID extends Comparable<ID>> {
        Map<ID, T> store();
        default T save(T t) { store().put(t.id(), t); return t; }
        default List<T> findWhere(Predicate<? super T> p) {
            List<T> r = new ArrayList<>();
            for (T t : store().values()) if (p.test(t)) r.add(t);
            return r;
        }
        default <R extends Comparable<R>> T maxBy(Function<? super T, R> key) {
            T best = null;
            for (T t : store().values()) if (best == null || key.apply(t).compareTo(key.apply(best)) > 0) best = t;
            return best;
        }
    }

    record Product(String id, String name, int priceCents, int stock) implements Identified<String> {}

    static final class ProductRepo implements Repository<Product, String> {
        private final Map<String, Product> map = new TreeMap<>();
        public Map<String, Product> store() { return map; }
    }

    public static void main(String[] args) {
        Transformer<String, String> trim = String::trim;
        Transformer<String, Integer> length = trim.andThen(String::length);
        Transformer<String, String> shout = trim.andThen(String::toUpperCase).andThen(s -> s + "!");
        Transformer<Integer, String> stars = n -> "*".repeat(n);
        System.out.println(length.apply("  hello  ") + " " + shout.apply("  hey ") + " " + length.andThen(stars).apply(" abc "));
        Transformer<Integer, Integer> lenOfNumber = length.compose(Object::toString);
        System.out.println(lenOfNumber.applyAll(List.of(7, 42, -1000, Integer.MAX_VALUE)));
        System.out.println(Transformer.<String>identity().andThen(shout).apply(" id "));

        Validator<String> notEmpty = Validator.of(s -> !s.isEmpty(), "empty");
        Validator<String> shortEnough = Validator.of(s -> s.length() <= 8, "too long");
        Validator<Object> notNumeric = Validator.of(o -> !o.toString().matches("\\d+"), "numeric");
        Validator<String> username = notEmpty.and(shortEnough).and(notNumeric).and(Validator.of(s -> s.equals(s.toLowerCase()), "not lowercase"));
        for (String u : new String[]{"bob", "", "AliceWonderland", "12345", "Zed"}) {
            System.out.println("'" + u + "' -> " + username.validate(u) + " valid=" + username.isValid(u));
        }

        ProductRepo repo = new ProductRepo();
        repo.save(new Product("p3", "lamp", 2599, 4));
        repo.save(new Product("p1", "desk", 15900, 0));
        repo.save(new Product("p2", "chair", 8900, 12));
        repo.save(new Product("p4", "pen", 199, 500));
        repo.save(new Product("p1", "desk v2", 14900, 3));
        System.out.println("in stock: " + repo.findWhere(p -> p.stock() > 0).stream().map(Product::name).toList());
        System.out.println("priciest: " + repo.maxBy(Product::priceCents));
        System.out.println("most stock: " + repo.maxBy(Product::stock).name() + " longest name: " + repo.maxBy(Product::name).name());
        Function<Product, String> label = p -> p.name() + "=" + p.priceCents() / 100 + "." + String.format("%02d", p.priceCents() % 100);
        System.out.println(repo.store().values().stream().map(label).reduce((a, b) -> a + ", " + b).orElse(""));
    }
}
