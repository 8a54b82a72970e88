// Checks HashMap iteration order with String keys (determined by String.hashCode
// and table size), keySet/values/entrySet views, and removal through the view.
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

public class HashMapStringIterationOrder {
    public static void main(String[] args) {
        Map<String, Integer> map = new HashMap<>();
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon"};
        for (int i = 0; i < words.length; i++) {
            map.put(words[i], i);
        }
        System.out.println(map);
        System.out.println(map.keySet());
        System.out.println(map.values());
        Iterator<Map.Entry<String, Integer>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() % 2 == 0) {
                it.remove();
            } else {
                e.setValue(e.getValue() * 100);
            }
        }
        System.out.println(map);
        map.keySet().remove("fig");
        map.values().remove(900);
        System.out.println(map);
        Map<String, String> codes = new HashMap<>();
        String[] names = {"Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet", "Kilo", "Lima", "Mike", "November", "Oscar"};
        for (String n : names) {
            codes.put(n.toLowerCase(), n.substring(0, 1));
        }
        System.out.println(codes);
        Map<String, Integer> copy = new HashMap<>(map);
        System.out.println(copy.equals(map) + " " + copy);
    }
}
