package netds;

/**
 * An entry of a binary search tree; it remembers the node that holds it. Only the tree makes
 * them (package-private constructor, as the original's nested class).
 */
public class BSTEntry<K, V> implements Entry<K, V> {
    private final K key;
    private final V value;
    private Position<Entry<K, V>> position;

    BSTEntry(K key, V value, Position<Entry<K, V>> position) {
        this.key = key;
        this.value = value;
        this.position = position;
    }

    @Override
    public K getKey() {
        return key;
    }

    @Override
    public V getValue() {
        return value;
    }

    public Position<Entry<K, V>> position() {
        return position;
    }

    public void setPosition(Position<Entry<K, V>> position) {
        this.position = position;
    }
}
