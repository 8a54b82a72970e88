// Measures HashMap<Integer,Integer> put/get/remove with boxing.
import java.util.HashMap;

public class BenchHashMapChurn {
    public static void main(String[] args) {
        HashMap<Integer, Integer> map = new HashMap<>();
        long sum = 0;
        int key = 1;
        for (int i = 0; i < 100_000; i++) {
            key = (key * 1103515245 + 12345) & 0xFFFF; // LCG keys in [0, 65536)
            map.put(key, i);
            Integer v = map.get(key ^ 0x55);
            if (v != null) sum += v;
            if (i % 3 == 0) map.remove(key ^ 0xAA);
        }
        System.out.println("size=" + map.size() + " sum=" + sum);
    }
}
