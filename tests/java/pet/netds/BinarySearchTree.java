package netds;

import java.util.Comparator;

/**
 * A dictionary kept as a binary search tree whose entries sit in the internal nodes; every
 * leaf is an external node holding null. Equal keys go to the left subtree.
 */
public class BinarySearchTree<V> extends LinkedBinaryTree<Entry<Integer, V>> implements Dictionary<V> {
    protected Comparator<Integer> comparator;
    /** The node the last find, insert or remove ended at (for subclasses that rebalance). */
    protected Position<Entry<Integer, V>> actionPos;
    protected int numEntries;

    public BinarySearchTree() {
        this(new DefaultComparator<>());
    }

    public BinarySearchTree(Comparator<Integer> comparator) {
        this.comparator = comparator;
        addRoot(null);
    }

    protected Integer key(Position<Entry<Integer, V>> p) {
        return p.element().getKey();
    }

    protected void checkKey(Integer key) {
        if (key == null) {
            throw new InvalidKeyException("null key");
        }
    }

    protected BSTEntry<Integer, V> checkEntry(Entry<Integer, V> entry) {
        if (!(entry instanceof BSTEntry)) {
            throw new InvalidEntryException("not an entry of a binary search tree");
        }
        return (BSTEntry<Integer, V>) entry;
    }

    /** Stores an entry at a node and tells the entry where it is. */
    protected void replaceEntry(Position<Entry<Integer, V>> p, Entry<Integer, V> entry) {
        ((BSTEntry<Integer, V>) entry).setPosition(p);
        replace(p, entry);
    }

    /** The node holding key, searching below p, or the external node where it would go. */
    protected Position<Entry<Integer, V>> treeSearch(Integer key, Position<Entry<Integer, V>> p) {
        if (isExternal(p)) {
            return p;
        }
        int c = comparator.compare(key, key(p));
        if (c < 0) {
            return treeSearch(key, left(p));
        } else if (c > 0) {
            return treeSearch(key, right(p));
        }
        return p;
    }

    @Override
    public int size() {
        return numEntries;
    }

    @Override
    public boolean isEmpty() {
        return numEntries == 0;
    }

    @Override
    public Entry<Integer, V> find(Integer key) {
        checkKey(key);
        Position<Entry<Integer, V>> p = treeSearch(key, root());
        actionPos = p;
        return isInternal(p) ? p.element() : null;
    }

    /**
     * Appends to out, in order, every entry with key k in the subtree of v (findAll's helper,
     * as in the original package).
     */
    public void addAll(PositionList<Entry<Integer, V>> out, Position<Entry<Integer, V>> v, Integer k) {
        if (isExternal(v)) {
            return;
        }
        Position<Entry<Integer, V>> p = treeSearch(k, v);
        if (isInternal(p)) {
            addAll(out, left(p), k);
            out.addLast(p.element());
            addAll(out, right(p), k);
        }
    }

    /** Inserts every entry of source (another tree's entries, a list...) by key and value. */
    public void addAll(Iterable<? extends Entry<Integer, V>> source) {
        for (Entry<Integer, V> e : source) {
            insert(e.getKey(), e.getValue());
        }
    }

    @Override
    public Iterable<Entry<Integer, V>> findAll(Integer key) {
        checkKey(key);
        PositionList<Entry<Integer, V>> out = new DoublyLinkedList<>();
        addAll(out, root(), key);
        return out;
    }

    @Override
    public Entry<Integer, V> insert(Integer key, V value) {
        checkKey(key);
        Position<Entry<Integer, V>> p = treeSearch(key, root());
        while (isInternal(p)) {
            p = treeSearch(key, left(p));
        }
        BSTEntry<Integer, V> entry = new BSTEntry<>(key, value, p);
        expandExternal(p, null, null);
        replace(p, entry);
        numEntries++;
        actionPos = p;
        return entry;
    }

    @Override
    public Entry<Integer, V> remove(Entry<Integer, V> entry) {
        BSTEntry<Integer, V> e = checkEntry(entry);
        Position<Entry<Integer, V>> p = e.position();
        Entry<Integer, V> removed = p.element();
        Position<Entry<Integer, V>> leaf;
        if (isExternal(left(p))) {
            leaf = left(p);
        } else if (isExternal(right(p))) {
            leaf = right(p);
        } else {
            // two internal children: the in-order successor's entry moves up to p
            leaf = right(p);
            while (isInternal(leaf)) {
                leaf = left(leaf);
            }
            replaceEntry(p, parent(leaf).element());
        }
        actionPos = sibling(leaf);
        removeAboveExternal(leaf);
        numEntries--;
        return removed;
    }
}
