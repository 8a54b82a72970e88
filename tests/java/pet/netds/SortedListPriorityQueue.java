package netds;

import java.util.Comparator;

/** A priority queue kept as a position list of entries sorted by key, least first. */
public class SortedListPriorityQueue<V> implements PriorityQueue<V> {
    protected PositionList<Entry<Integer, V>> entries;
    protected Comparator<Integer> comparator;

    public SortedListPriorityQueue() {
        this(new DefaultComparator<>());
    }

    public SortedListPriorityQueue(Comparator<Integer> comparator) {
        this.entries = new DoublyLinkedList<>();
        this.comparator = comparator;
    }

    /** Refuses a key the comparator cannot order. */
    protected void checkKey(Integer key) {
        if (key == null) {
            throw new InvalidKeyException("null key");
        }
        try {
            comparator.compare(key, key);
        } catch (ClassCastException e) {
            throw new InvalidKeyException("key cannot be compared");
        }
    }

    @Override
    public int size() {
        return entries.size();
    }

    @Override
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    @Override
    public Entry<Integer, V> min() {
        if (entries.isEmpty()) {
            throw new EmptyPriorityQueueException("empty priority queue");
        }
        return entries.first().element();
    }

    @Override
    public Entry<Integer, V> insert(Integer key, V value) {
        checkKey(key);
        Entry<Integer, V> entry = new KeyValueEntry<>(key, value);
        if (entries.isEmpty()) {
            entries.addFirst(entry);
        } else if (comparator.compare(key, entries.last().element().getKey()) >= 0) {
            entries.addLast(entry);
        } else {
            Position<Entry<Integer, V>> at = entries.first();
            while (comparator.compare(key, at.element().getKey()) >= 0) {
                at = entries.next(at);
            }
            entries.addBefore(at, entry);
        }
        return entry;
    }

    @Override
    public Entry<Integer, V> removeMin() {
        if (entries.isEmpty()) {
            throw new EmptyPriorityQueueException("empty priority queue");
        }
        return entries.remove(entries.first());
    }
}
