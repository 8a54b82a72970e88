package netds;

/** An unordered collection of entries in which several may share a key. */
public interface Dictionary<V> {
    int size();

    boolean isEmpty();

    Entry<Integer, V> find(Integer key);

    Iterable<Entry<Integer, V>> findAll(Integer key);

    Entry<Integer, V> insert(Integer key, V value);

    Entry<Integer, V> remove(Entry<Integer, V> entry);
}
