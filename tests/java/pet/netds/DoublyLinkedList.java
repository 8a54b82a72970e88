package netds;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A position list kept as a chain of DNodes between two sentinels, header and trailer, which
 * hold no element and are never handed out as positions.
 */
public class DoublyLinkedList<E> implements PositionList<E> {
    protected DNode<E> header;
    protected DNode<E> trailer;
    protected int numElts;

    public DoublyLinkedList() {
        header = new DNode<>(null, null, null);
        trailer = new DNode<>(header, null, null);
        header.setNext(trailer);
        numElts = 0;
    }

    /** The node behind a position handed in by a caller, or InvalidPositionException. */
    protected DNode<E> checkPosition(Position<E> p) {
        if (p == null) {
            throw new InvalidPositionException("null position");
        }
        if (p == header || p == trailer) {
            throw new InvalidPositionException("a sentinel is not a position");
        }
        if (!(p instanceof DNode)) {
            throw new InvalidPositionException("position of another kind of list");
        }
        DNode<E> node = (DNode<E>) p;
        if (node.getPrev() == null || node.getNext() == null) {
            throw new InvalidPositionException("position not in a list");
        }
        return node;
    }

    @Override
    public int size() {
        return numElts;
    }

    @Override
    public boolean isEmpty() {
        return numElts == 0;
    }

    @Override
    public Position<E> first() {
        if (isEmpty()) {
            throw new EmptyListException("empty list");
        }
        return header.getNext();
    }

    @Override
    public Position<E> last() {
        if (isEmpty()) {
            throw new EmptyListException("empty list");
        }
        return trailer.getPrev();
    }

    @Override
    public Position<E> next(Position<E> p) {
        DNode<E> node = checkPosition(p);
        DNode<E> after = node.getNext();
        if (after == trailer) {
            throw new BoundaryViolationException("no position after the last");
        }
        return after;
    }

    @Override
    public Position<E> prev(Position<E> p) {
        DNode<E> node = checkPosition(p);
        DNode<E> before = node.getPrev();
        if (before == header) {
            throw new BoundaryViolationException("no position before the first");
        }
        return before;
    }

    /** Links a new node holding e between two adjacent nodes. */
    private DNode<E> linkBetween(DNode<E> before, DNode<E> after, E e) {
        DNode<E> node = new DNode<>(before, after, e);
        before.setNext(node);
        after.setPrev(node);
        numElts++;
        return node;
    }

    @Override
    public void addFirst(E e) {
        linkBetween(header, header.getNext(), e);
    }

    @Override
    public void addLast(E e) {
        linkBetween(trailer.getPrev(), trailer, e);
    }

    @Override
    public void addAfter(Position<E> p, E e) {
        DNode<E> node = checkPosition(p);
        linkBetween(node, node.getNext(), e);
    }

    @Override
    public void addBefore(Position<E> p, E e) {
        DNode<E> node = checkPosition(p);
        linkBetween(node.getPrev(), node, e);
    }

    /**
     * Inserts e so that it becomes the element at index i (0 = first, size() = after the last),
     * walking from the header; IndexOutOfBoundsException outside 0..size().
     */
    public void add(int i, E e) {
        if (i < 0 || i > numElts) {
            throw new IndexOutOfBoundsException("index " + i + " for size " + numElts);
        }
        DNode<E> at = header.getNext();
        for (int k = 0; k < i; k++) {
            at = at.getNext();
        }
        linkBetween(at.getPrev(), at, e);
    }

    @Override
    public E remove(Position<E> p) {
        DNode<E> node = checkPosition(p);
        E old = node.element();
        DNode<E> before = node.getPrev();
        DNode<E> after = node.getNext();
        before.setNext(after);
        after.setPrev(before);
        node.setPrev(null);
        node.setNext(null);
        node.setElement(null);
        numElts--;
        return old;
    }

    @Override
    public E set(Position<E> p, E e) {
        DNode<E> node = checkPosition(p);
        E old = node.element();
        node.setElement(e);
        return old;
    }

    @Override
    public Iterator<E> iterator() {
        return new Iterator<>() {
            private DNode<E> cursor = header.getNext();

            @Override
            public boolean hasNext() {
                return cursor != trailer;
            }

            @Override
            public E next() {
                if (cursor == trailer) {
                    throw new NoSuchElementException();
                }
                E e = cursor.element();
                cursor = cursor.getNext();
                return e;
            }
        };
    }
}
