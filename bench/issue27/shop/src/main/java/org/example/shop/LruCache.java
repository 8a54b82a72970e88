package org.example.shop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/** A small least-recently-used cache, e.g. for prices looked up from a slow service. */
public class LruCache<K, V> {

    private final int capacity;
    private final LinkedHashMap<K, V> entries;
    private int hits;
    private int misses;

    public LruCache(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > LruCache.this.capacity;
            }
        };
    }

    public Optional<V> get(K key) {
        V value = entries.get(key);
        if (value == null) {
            misses++;
            return Optional.empty();
        }
        hits++;
        return Optional.of(value);
    }

    public void put(K key, V value) {
        Objects.requireNonNull(value, "value");
        entries.put(key, value);
    }

    public V getOrCompute(K key, Function<? super K, ? extends V> loader) {
        Optional<V> cached = get(key);
        if (cached.isPresent()) {
            return cached.get();
        }
        V value = loader.apply(key);
        if (value != null) {
            put(key, value);
        }
        return value;
    }

    public int size() {
        return entries.size();
    }

    public int hits() {
        return hits;
    }

    public int misses() {
        return misses;
    }

    public double hitRate() {
        int lookups = hits + misses;
        return lookups == 0 ? 0.0 : (double) hits / lookups;
    }

    /** Keys from the least to the most recently used. */
    public List<K> keys() {
        return new ArrayList<>(entries.keySet());
    }
}
