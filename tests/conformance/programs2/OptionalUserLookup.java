// User-profile lookups with Optional chains: map/flatMap/filter/or/orElseGet/ifPresentOrElse,
// Optional-returning repository methods and OptionalInt/OptionalDouble from streams.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.TreeMap;

public class OptionalUserLookup {
    record Address(String city, String zip) {}
    record User(int id, String name, Address address, String managerName, Integer age) {
        Optional<Address> addressOpt() { return Optional.ofNullable(address); }
        Optional<Integer> ageOpt() { return Optional.ofNullable(age); }
    }

    static final Map<String, User> users = new TreeMap<>();

    static Optional<User> findByName(String name) { return Optional.ofNullable(users.get(name)); }

    static String cityOf(String name) {
        return findByName(name)
                .flatMap(User::addressOpt)
                .map(Address::city)
                .filter(c -> !c.isBlank())
                .map(String::toUpperCase)
                .orElse("<unknown city>");
    }

    static Optional<User> managerOf(String name) {
        return findByName(name).map(User::managerName).flatMap(OptionalUserLookup::findByName);
    }

    public static void main(String[] args) {
        users.put("ann", new User(1, "ann", new Address("Oslo", "0150"), null, 44));
        users.put("ben", new User(2, "ben", new Address("Lyon", "69001"), "ann", 31));
        users.put("cat", new User(3, "cat", null, "ben", null));
        users.put("dan", new User(4, "dan", new Address("  ", "000"), "zed", 27));

        for (String n : new String[]{"ann", "ben", "cat", "dan", "eve"}) {
            System.out.println(n + ": city=" + cityOf(n)
                    + " manager=" + managerOf(n).map(User::name).orElse("-")
                    + " grand=" + managerOf(n).flatMap(m -> managerOf(m.name())).map(User::name).orElseGet(() -> "none")
                    + " age=" + findByName(n).flatMap(User::ageOpt).map(String::valueOf).orElse("?"));
        }
        findByName("ben").ifPresent(u -> System.out.println("present: " + u));
        findByName("zed").ifPresentOrElse(u -> System.out.println("found zed"), () -> System.out.println("zed missing"));
        Optional<User> fallback = findByName("zed").or(() -> findByName("cat"));
        System.out.println("fallback " + fallback.map(User::id).get() + " isEmpty=" + findByName("zed").isEmpty());
        try {
            findByName("zed").orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }
        try {
            findByName("zed").orElseThrow(() -> new IllegalStateException("user zed required"));
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            Optional.of((String) null);
        } catch (NullPointerException e) {
            System.out.println("NPE from Optional.of(null)");
        }
        System.out.println(Optional.empty() + " " + Optional.of("x") + " " + Optional.of(3).equals(Optional.of(3))
                + " " + Optional.ofNullable(null).hashCode() + " " + Optional.of("ab").hashCode());

        List<Integer> ages = new ArrayList<>();
        users.values().forEach(u -> u.ageOpt().ifPresent(ages::add));
        OptionalInt maxAge = ages.stream().mapToInt(Integer::intValue).max();
        OptionalDouble avgAge = ages.stream().mapToInt(Integer::intValue).average();
        OptionalInt none = ages.stream().mapToInt(Integer::intValue).filter(a -> a > 100).findFirst();
        System.out.println("max=" + maxAge + " avg=" + avgAge + " none=" + none + " orElse=" + none.orElse(-1)
                + " asDouble=" + avgAge.getAsDouble());
        Optional<String> longest = users.keySet().stream().reduce((a, b) -> a.length() >= b.length() ? a : b);
        System.out.println("reduce " + longest + " stream count " + findByName("ann").stream().count()
                + " first over 30: " + users.values().stream().filter(u -> u.age() != null && u.age() > 30).map(User::name).findFirst());
    }
}
