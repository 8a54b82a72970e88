// Checks HashMap with Integer keys: put/get/getOrDefault/containsKey/remove and
// the deterministic iteration order (bucket order), including negative keys.
import java.util.HashMap;
import java.util.Map;

public class HashMapIntegerKeys {
    public static void main(String[] args) {
        Map<Integer, String> map = new HashMap<>();
        int[] keys = {42, 7, -3, 100, 0, 15, 31, 16, 1, -100, 65};
        for (int k : keys) {
            map.put(k, "v" + k);
        }
        System.out.println(map);
        System.out.println(map.size() + " " + map.get(7) + " " + map.get(8) + " " + map.getOrDefault(8, "none") + " " + map.getOrDefault(42, "none"));
        System.out.println(map.containsKey(-3) + " " + map.containsKey(3) + " " + map.containsValue("v100") + " " + map.containsValue("v99"));
        System.out.println(map.put(7, "seven") + " " + map.put(8, "eight") + " " + map.putIfAbsent(8, "x") + " " + map.putIfAbsent(9, "nine"));
        System.out.println(map.remove(100) + " " + map.remove(100) + " " + map.remove(42, "wrong") + " " + map.remove(42, "v42"));
        for (Map.Entry<Integer, String> e : map.entrySet()) {
            System.out.print(e.getKey() + "=" + e.getValue() + ";");
        }
        System.out.println();
        System.out.println(map.keySet());
        System.out.println(map.values());
        map.put(null, "nullkey");
        System.out.println(map.get(null) + " " + map.containsKey(null) + " " + map);
        Map<Integer, Integer> squares = new HashMap<>();
        for (int i = 10; i > 0; i--) {
            squares.put(i * i, i);
        }
        System.out.println(squares);
    }
}
