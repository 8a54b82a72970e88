// Checks HashMap iteration order as the table resizes past 12, 24 and 48 entries
// (threshold 0.75), with Integer keys spread over several buckets and String keys.
import java.util.HashMap;
import java.util.Map;

public class HashMapResizeOrder {
    public static void main(String[] args) {
        Map<Integer, Integer> map = new HashMap<>();
        int[] keys = {5, 21, 37, 53, 69, 85, 101, 117, 3, 19, 35, 51, 67, 83, 99, 200, 300, 400, 1000, 17, 33, 49};
        for (int i = 0; i < keys.length; i++) {
            map.put(keys[i], i);
            if (i == 11 || i == 12 || i == keys.length - 1) {
                System.out.println(map.size() + ": " + map.keySet());
            }
        }
        Map<String, Integer> strings = new HashMap<>();
        for (int i = 0; i < 60; i++) {
            strings.put("key" + i, i);
            if (i == 12 || i == 25 || i == 59) {
                System.out.println(strings.size() + ": " + strings.keySet());
            }
        }
        Map<Integer, String> presized = new HashMap<>(64);
        for (int i = 0; i < 20; i++) {
            presized.put(i * 37, "x");
        }
        System.out.println(presized.keySet());
        Map<Long, Integer> longs = new HashMap<>();
        for (long i = 0; i < 15; i++) {
            longs.put(i << 32 | i, (int) i);
        }
        System.out.println(longs.keySet());
    }
}
