// Checks HashSet iteration order for Integer, String and Character elements,
// add/remove/contains return values, set algebra via retainAll/removeAll/addAll.
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

public class HashSetIterationOrder {
    public static void main(String[] args) {
        Set<Integer> ints = new HashSet<>();
        int[] values = {50, 3, 17, 3, 99, -1, 64, 33, 50, 1000, 16};
        for (int v : values) {
            System.out.print(ints.add(v) ? "+" : "=");
        }
        System.out.println();
        System.out.println(ints + " size=" + ints.size());
        Set<String> words = new HashSet<>(Arrays.asList("zeta", "alpha", "mu", "beta", "omega", "pi", "rho", "sigma", "tau", "chi"));
        System.out.println(words);
        Set<Character> chars = new HashSet<>();
        for (char c : "hello world".toCharArray()) {
            chars.add(c);
        }
        System.out.println(chars);
        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new HashSet<>(Arrays.asList(4, 5, 6, 7, 8));
        Set<Integer> union = new HashSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new HashSet<>(a);
        diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff);
        System.out.println(a.contains(3) + " " + a.remove(3) + " " + a.remove(3) + " " + a.containsAll(inter));
        System.out.println(a.equals(new HashSet<>(Arrays.asList(6, 5, 4, 2, 1))));
        Set<String> big = new HashSet<>();
        for (int i = 0; i < 30; i++) {
            big.add(Integer.toString(i * 13, 7));
        }
        System.out.println(big);
    }
}
