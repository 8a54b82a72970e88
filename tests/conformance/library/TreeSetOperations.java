// Checks TreeSet ordering, first/last, floor/ceiling/higher/lower, headSet/tailSet/
// subSet, descendingSet, pollFirst and a comparator that ignores duplicates by length.
import java.util.Arrays;
import java.util.Comparator;
import java.util.TreeSet;

public class TreeSetOperations {
    public static void main(String[] args) {
        TreeSet<Integer> set = new TreeSet<>(Arrays.asList(15, 3, 27, 8, 3, 42, 19, -4, 0));
        System.out.println(set + " size=" + set.size());
        System.out.println(set.first() + " " + set.last() + " " + set.floor(10) + " " + set.ceiling(10) + " " + set.higher(27) + " " + set.lower(-4));
        System.out.println(set.headSet(15) + " " + set.headSet(15, true) + " " + set.tailSet(19) + " " + set.subSet(0, 20));
        System.out.println(set.descendingSet() + " " + set.pollFirst() + " " + set.pollLast() + " " + set);
        System.out.println(set.add(8) + " " + set.add(9) + " " + set.remove(100) + " " + set);
        TreeSet<String> words = new TreeSet<>(Comparator.comparingInt(String::length));
        for (String w : "one two three four five six seven eight".split(" ")) {
            System.out.print(words.add(w) ? "+" : "-");
        }
        System.out.println(" " + words);
        TreeSet<String> ci = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        ci.addAll(Arrays.asList("b", "A", "c", "a", "B"));
        System.out.println(ci + " " + ci.contains("C"));
        TreeSet<Character> chars = new TreeSet<>();
        for (char c : "symbolic execution".toCharArray()) {
            chars.add(c);
        }
        System.out.println(chars);
        StringBuilder sb = new StringBuilder();
        for (char c : chars.descendingSet()) {
            sb.append(c);
        }
        System.out.println("[" + sb + "]");
    }
}
