package netds;

import java.util.ArrayList;

/**
 * A complete binary tree kept level by level in an ArrayList: the node at index i has its
 * children at 2i and 2i + 1; slot 0 is unused.
 */
public class ArrayListCompleteBinaryTree<E> {
    protected ArrayList<IndexedPosition<E>> slots;

    public ArrayListCompleteBinaryTree() {
        slots = new ArrayList<>();
        slots.add(null);
    }

    public int size() {
        return slots.size() - 1;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    protected IndexedPosition<E> checkPosition(Position<E> v) {
        if (v == null || !(v instanceof IndexedPosition)) {
            throw new InvalidPositionException("not a position of an array-list tree");
        }
        return (IndexedPosition<E>) v;
    }

    public boolean hasLeft(Position<E> v) {
        return 2 * checkPosition(v).index() <= size();
    }

    public boolean hasRight(Position<E> v) {
        return 2 * checkPosition(v).index() + 1 <= size();
    }

    public boolean isInternal(Position<E> v) {
        return hasLeft(v);
    }

    public boolean isExternal(Position<E> v) {
        return !isInternal(v);
    }

    public boolean isRoot(Position<E> v) {
        return checkPosition(v).index() == 1;
    }

    public Position<E> root() {
        if (isEmpty()) {
            throw new EmptyTreeException("empty tree");
        }
        return slots.get(1);
    }

    public Position<E> left(Position<E> v) {
        if (!hasLeft(v)) {
            throw new BoundaryViolationException("no left child");
        }
        return slots.get(2 * checkPosition(v).index());
    }

    public Position<E> right(Position<E> v) {
        if (!hasRight(v)) {
            throw new BoundaryViolationException("no right child");
        }
        return slots.get(2 * checkPosition(v).index() + 1);
    }

    public Position<E> parent(Position<E> v) {
        if (isRoot(v)) {
            throw new BoundaryViolationException("the root has no parent");
        }
        return slots.get(checkPosition(v).index() / 2);
    }

    /** Adds e as the new last node and returns its position. */
    public Position<E> add(E e) {
        IndexedPosition<E> p = new IndexedPosition<>(e, size() + 1);
        slots.add(p);
        return p;
    }

    /** Removes the last node and returns its element. */
    public E remove() {
        if (isEmpty()) {
            throw new EmptyTreeException("empty tree");
        }
        return slots.remove(size()).element();
    }

    public E replace(Position<E> v, E e) {
        return checkPosition(v).setElement(e);
    }

    public void swapElements(Position<E> v, Position<E> w) {
        IndexedPosition<E> a = checkPosition(v);
        IndexedPosition<E> b = checkPosition(w);
        E tmp = a.element();
        a.setElement(b.element());
        b.setElement(tmp);
    }
}
