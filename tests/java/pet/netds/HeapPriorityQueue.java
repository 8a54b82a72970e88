package netds;

import java.util.Comparator;

/** A priority queue kept as a heap in an array-list complete binary tree. */
public class HeapPriorityQueue<V> implements PriorityQueue<V> {
    protected ArrayListCompleteBinaryTree<Entry<Integer, V>> heap;
    protected Comparator<Integer> comparator;

    public HeapPriorityQueue() {
        this(new DefaultComparator<>());
    }

    public HeapPriorityQueue(Comparator<Integer> comparator) {
        this.heap = new ArrayListCompleteBinaryTree<>();
        this.comparator = comparator;
    }

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
        return heap.size();
    }

    @Override
    public boolean isEmpty() {
        return heap.isEmpty();
    }

    @Override
    public Entry<Integer, V> min() {
        if (isEmpty()) {
            throw new EmptyPriorityQueueException("empty priority queue");
        }
        return heap.root().element();
    }

    private int compare(Position<Entry<Integer, V>> a, Position<Entry<Integer, V>> b) {
        return comparator.compare(a.element().getKey(), b.element().getKey());
    }

    @Override
    public Entry<Integer, V> insert(Integer key, V value) {
        checkKey(key);
        Entry<Integer, V> entry = new KeyValueEntry<>(key, value);
        upHeap(heap.add(entry));
        return entry;
    }

    @Override
    public Entry<Integer, V> removeMin() {
        if (isEmpty()) {
            throw new EmptyPriorityQueueException("empty priority queue");
        }
        Entry<Integer, V> least = heap.root().element();
        if (size() == 1) {
            heap.remove();
        } else {
            heap.replace(heap.root(), heap.remove());
            downHeap(heap.root());
        }
        return least;
    }

    /** Moves the entry at v up while its parent's key is greater. */
    protected void upHeap(Position<Entry<Integer, V>> v) {
        while (!heap.isRoot(v)) {
            Position<Entry<Integer, V>> up = heap.parent(v);
            if (compare(up, v) <= 0) {
                break;
            }
            heap.swapElements(up, v);
            v = up;
        }
    }

    /** Moves the entry at r down while a child's key is smaller. */
    protected void downHeap(Position<Entry<Integer, V>> r) {
        while (heap.isInternal(r)) {
            Position<Entry<Integer, V>> s;
            if (!heap.hasRight(r)) {
                s = heap.left(r);
            } else if (compare(heap.left(r), heap.right(r)) <= 0) {
                s = heap.left(r);
            } else {
                s = heap.right(r);
            }
            if (compare(s, r) >= 0) {
                break;
            }
            heap.swapElements(r, s);
            r = s;
        }
    }
}
