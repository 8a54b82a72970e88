package netds;

/** Entries ordered by key; the one of least key comes out first. */
public interface PriorityQueue<V> {
    int size();

    boolean isEmpty();

    Entry<Integer, V> min();

    Entry<Integer, V> insert(Integer key, V value);

    Entry<Integer, V> removeMin();
}
