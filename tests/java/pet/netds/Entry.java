package netds;

/** A key-value pair, as stored by priority queues and dictionaries. */
public interface Entry<K, V> {
    K getKey();

    V getValue();
}
