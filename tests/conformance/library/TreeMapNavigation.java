// Checks TreeMap sorted iteration and navigation: firstKey/lastKey, floorKey,
// ceilingKey, higher/lower, ceilingEntry, pollFirstEntry and empty-map exceptions.
import java.util.Map;
import java.util.TreeMap;

public class TreeMapNavigation {
    public static void main(String[] args) {
        TreeMap<Integer, String> map = new TreeMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 60, 40};
        for (int k : keys) {
            map.put(k, "v" + k);
        }
        System.out.println(map);
        System.out.println(map.firstKey() + " " + map.lastKey() + " " + map.firstEntry() + " " + map.lastEntry());
        int[] probes = {5, 10, 35, 55, 90, 95};
        for (int p : probes) {
            System.out.println(p + ": floor=" + map.floorKey(p) + " ceiling=" + map.ceilingKey(p) + " lower=" + map.lowerKey(p)
                + " higher=" + map.higherKey(p) + " ceilingEntry=" + map.ceilingEntry(p) + " floorEntry=" + map.floorEntry(p));
        }
        System.out.println(map.pollFirstEntry() + " " + map.pollLastEntry() + " " + map);
        Map.Entry<Integer, String> e = map.higherEntry(40);
        System.out.println(e.getKey() + " -> " + e.getValue());
        System.out.println(map.put(50, "fifty") + " " + map.get(50) + " " + map.remove(20) + " " + map.containsKey(20));
        TreeMap<String, Integer> words = new TreeMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog".split(" ")) {
            words.merge(w, 1, Integer::sum);
        }
        System.out.println(words + " " + words.firstKey() + " " + words.floorKey("m") + " " + words.ceilingKey("p"));
        TreeMap<Integer, String> empty = new TreeMap<>();
        System.out.println(empty.firstEntry() + " " + empty.floorKey(1) + " " + empty.pollFirstEntry());
        try {
            empty.firstKey();
        } catch (java.util.NoSuchElementException e2) {
            System.out.println("NSEE " + e2.getMessage());
        }
        try {
            map.put(null, "x");
        } catch (NullPointerException e3) {
            System.out.println("NPE for null key");
        }
    }
}
