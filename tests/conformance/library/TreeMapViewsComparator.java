// Checks TreeMap headMap/tailMap/subMap (inclusive flags), descendingMap,
// descendingKeySet, views writing through, and custom comparators (reverse, case-insensitive).
import java.util.Comparator;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;

public class TreeMapViewsComparator {
    public static void main(String[] args) {
        TreeMap<Integer, String> map = new TreeMap<>();
        for (int i = 1; i <= 10; i++) {
            map.put(i * 10, "v" + i);
        }
        SortedMap<Integer, String> head = map.headMap(40);
        System.out.println(head + " " + map.headMap(40, true));
        System.out.println(map.tailMap(80) + " " + map.tailMap(80, false));
        System.out.println(map.subMap(25, 55) + " " + map.subMap(30, false, 60, true));
        NavigableMap<Integer, String> desc = map.descendingMap();
        System.out.println(desc.firstKey() + " " + desc.headMap(70) + " " + map.descendingKeySet());
        head.put(5, "five");
        System.out.println(map.firstEntry() + " " + head.size());
        try {
            head.put(45, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        map.tailMap(90).clear();
        System.out.println(map.lastKey() + " " + map.size());
        TreeMap<String, Integer> reversed = new TreeMap<>(Comparator.reverseOrder());
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String[] words = {"banana", "Apple", "cherry", "apple", "Banana", "date"};
        for (int i = 0; i < words.length; i++) {
            reversed.put(words[i], i);
            ci.put(words[i], i);
        }
        System.out.println(reversed);
        System.out.println(ci + " " + ci.get("APPLE") + " " + ci.containsKey("DATE"));
        System.out.println(reversed.comparator() != null ? "has comparator" : "natural");
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
        for (String w : words) {
            byLen.put(w, w.length());
        }
        System.out.println(byLen + " " + byLen.floorKey("zzzzz"));
    }
}
