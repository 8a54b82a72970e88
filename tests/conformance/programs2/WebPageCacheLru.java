// A page cache for a fake web fetcher: an LRU built on access-ordered LinkedHashMap with
// removeEldestEntry, hit/miss statistics, computeIfAbsent loading and a TTL sweep.
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

public class WebPageCacheLru {
    static final class LruCache<K, V> {
        private final int capacity;
        private final Map<K, V> map;
        private final Map<K, Integer> loadedAt = new LinkedHashMap<>();
        int hits, misses, evictions;
        int clock;

        LruCache(int capacity) {
            this.capacity = capacity;
            this.map = new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                    if (size() > LruCache.this.capacity) {
                        evictions++;
                        loadedAt.remove(eldest.getKey());
                        System.out.println("    evicting " + eldest.getKey());
                        return true;
                    }
                    return false;
                }
            };
        }

        V get(K key, Function<? super K, ? extends V> loader) {
            clock++;
            V v = map.get(key);
            if (v != null) { hits++; return v; }
            misses++;
            v = map.computeIfAbsent(key, loader);
            loadedAt.put(key, clock);
            return v;
        }

        int expireOlderThan(int age) {
            int removed = 0;
            for (Iterator<Map.Entry<K, Integer>> it = loadedAt.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<K, Integer> e = it.next();
                if (clock - e.getValue() > age) {
                    map.remove(e.getKey());
                    it.remove();
                    removed++;
                }
            }
            return removed;
        }

        @Override public String toString() { return map.keySet().toString(); }
    }

    static int fetches;
    static String fetch(String url) {
        fetches++;
        return "<html>" + url.substring(url.lastIndexOf('/') + 1).toUpperCase() + "</html>";
    }

    public static void main(String[] args) {
        LruCache<String, String> cache = new LruCache<>(3);
        String[] requests = {"/home", "/about", "/home", "/blog", "/shop", "/about", "/home", "/blog",
                "/home", "/contact", "/shop", "/home"};
        for (String r : requests) {
            String page = cache.get("http://example.org" + r, WebPageCacheLru::fetch);
            System.out.printf("GET %-9s -> %-16s cache=%s%n", r, page, cache.toString().replace("http://example.org", ""));
        }
        System.out.println("hits=" + cache.hits + " misses=" + cache.misses + " evictions=" + cache.evictions + " fetches=" + fetches);
        System.out.printf("hit ratio %.2f%%%n", 100.0 * cache.hits / (cache.hits + cache.misses));
        int expired = cache.expireOlderThan(2);
        System.out.println("expired " + expired + " left " + cache);

        Map<Integer, String> insertion = new LinkedHashMap<>();
        Map<Integer, String> access = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 5; i >= 1; i--) { insertion.put(i, "v" + i); access.put(i, "v" + i); }
        insertion.get(3); access.get(3);
        access.getOrDefault(5, "x");
        insertion.put(1, "again"); access.put(1, "again");
        System.out.println("insertion " + insertion);
        System.out.println("access    " + access);
        access.replaceAll((k, v) -> v + k);
        System.out.println("replaced  " + access + " first=" + access.entrySet().iterator().next());
    }
}
