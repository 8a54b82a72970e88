// Checks ArrayList sort with comparators (natural, reverse, by length then alpha,
// null-safe), removeIf, replaceAll, subList views and forEach.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArrayListSortRemoveIf {
    public static void main(String[] args) {
        List<String> words = new ArrayList<>(Arrays.asList("pear", "fig", "banana", "kiwi", "apple", "date", "plum", "cherry"));
        words.sort(null);
        System.out.println(words);
        words.sort(Comparator.reverseOrder());
        System.out.println(words);
        words.sort(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        System.out.println(words);
        words.sort((a, b) -> Character.compare(a.charAt(a.length() - 1), b.charAt(b.length() - 1)));
        System.out.println(words);
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            nums.add((i * 7) % 20);
        }
        System.out.println(nums);
        System.out.println(nums.removeIf(n -> n % 3 == 0) + " " + nums);
        System.out.println(nums.removeIf(n -> n > 100));
        nums.replaceAll(n -> n * 10);
        System.out.println(nums);
        List<Integer> sub = nums.subList(2, 5);
        System.out.println(sub + " " + sub.size());
        sub.set(0, -1);
        sub.remove(1);
        System.out.println(sub + " " + nums);
        sub.clear();
        System.out.println(nums);
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>naturalOrder().reversed()));
        System.out.println(withNulls);
        StringBuilder sb = new StringBuilder();
        words.forEach(w -> sb.append(w.charAt(0)));
        System.out.println(sb);
    }
}
