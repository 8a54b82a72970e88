package netds;

/** The entry a priority queue makes for a key and a value. */
public class KeyValueEntry<K, V> implements Entry<K, V> {
    private final K key;
    private final V value;

    public KeyValueEntry(K key, V value) {
        this.key = key;
        this.value = value;
    }

    @Override
    public K getKey() {
        return key;
    }

    @Override
    public V getValue() {
        return value;
    }

    @Override
    public String toString() {
        return "(" + key + ", " + value + ")";
    }
}
