// Checks List.of/List.copyOf behaviour (order, equals with ArrayList, null rejection,
// toString) and Map.of/Set.of only through lookups and sizes (their order is randomized).
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class ListOfImmutable {
    public static void main(String[] args) {
        List<String> l = List.of("c", "a", "b");
        System.out.println(l + " " + l.size() + " " + l.get(0) + " " + l.indexOf("b") + " " + l.contains("a"));
        System.out.println(l.equals(new ArrayList<>(l)) + " " + l.hashCode() + " " + List.of().isEmpty() + " " + List.of(1).get(0));
        List<Integer> many = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        System.out.println(many + " " + many.subList(3, 6));
        try {
            List.of("a", null);
        } catch (NullPointerException e) {
            System.out.println("NPE in List.of");
        }
        try {
            l.contains(null);
            System.out.println("contains(null) returned");
        } catch (NullPointerException e) {
            System.out.println("NPE in contains(null)");
        }
        List<String> src = new ArrayList<>(List.of("x", "y"));
        List<String> copy = List.copyOf(src);
        src.add("z");
        System.out.println(copy + " " + src);
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(m.size() + " " + m.get("two") + " " + m.get("four") + " " + m.containsKey("one") + " " + m.getOrDefault("x", -1));
        System.out.println(m.equals(Map.of("three", 3, "two", 2, "one", 1)) + " " + m.hashCode());
        Set<Integer> s = Set.of(5, 10, 15);
        System.out.println(s.size() + " " + s.contains(10) + " " + s.contains(11) + " " + s.hashCode());
        try {
            Set.of(1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        Map.Entry<String, Integer> e = Map.entry("key", 42);
        System.out.println(e + " " + e.getKey() + " " + e.getValue());
        int sum = 0;
        for (int v : List.of(3, 4, 5)) {
            sum += v;
        }
        System.out.println(sum);
    }
}
