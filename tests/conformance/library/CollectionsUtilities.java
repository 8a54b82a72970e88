// Checks Collections.sort, reverse, max, min (with comparator), frequency, swap,
// rotate, fill, nCopies, emptyList/emptyMap, singletonList, addAll, disjoint, binarySearch.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class CollectionsUtilities {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(5, 2, 9, 1, 5, 6, 5, 3));
        System.out.println(Collections.max(list) + " " + Collections.min(list) + " " + Collections.frequency(list, 5) + " " + Collections.frequency(list, 4));
        System.out.println(Collections.max(list, Comparator.reverseOrder()) + " " + Collections.min(Arrays.asList("pear", "fig", "banana"), Comparator.comparing(String::length)));
        Collections.sort(list);
        System.out.println(list + " " + Collections.binarySearch(list, 6) + " " + Collections.binarySearch(list, 4));
        Collections.reverse(list);
        System.out.println(list);
        Collections.swap(list, 0, list.size() - 1);
        System.out.println(list);
        Collections.rotate(list, 3);
        System.out.println(list);
        Collections.sort(list, Collections.reverseOrder());
        System.out.println(list);
        List<String> copies = Collections.nCopies(4, "ab");
        System.out.println(copies + " " + copies.size() + " " + String.join("", copies));
        List<String> single = Collections.singletonList("only");
        System.out.println(single + " " + single.size() + " " + Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet());
        List<String> filled = new ArrayList<>(Arrays.asList("a", "b", "c"));
        Collections.fill(filled, "z");
        System.out.println(filled);
        Collections.addAll(filled, "x", "y");
        System.out.println(filled + " " + Collections.disjoint(filled, List.of("q")) + " " + Collections.disjoint(filled, List.of("x")));
        System.out.println(Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
        try {
            Collections.max(new ArrayList<Integer>());
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        try {
            single.add("more");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
    }
}
