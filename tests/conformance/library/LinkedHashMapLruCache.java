// Checks an LRU cache built on an access-ordered LinkedHashMap overriding
// removeEldestEntry: eviction order with gets refreshing entries.
import java.util.LinkedHashMap;
import java.util.Map;

public class LinkedHashMapLruCache {
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        int evictions;

        Lru(int capacity) {
            super(8, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                evictions++;
                System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue());
            }
            return evict;
        }
    }

    public static void main(String[] args) {
        Lru<Integer, String> cache = new Lru<>(3);
        int[] ops = {1, 2, 3, -1, 4, -2, 5, -3, -4, 6, 1};
        for (int op : ops) {
            if (op > 0) {
                System.out.println("put " + op);
                cache.put(op, "v" + op);
            } else {
                System.out.println("get " + (-op) + " -> " + cache.get(-op));
            }
            System.out.println("  " + cache);
        }
        System.out.println("evictions=" + cache.evictions + " size=" + cache.size());
        System.out.println(cache.getClass().getName() + " " + cache.getClass().getSimpleName());
    }
}
