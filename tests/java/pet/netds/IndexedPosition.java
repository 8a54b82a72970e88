package netds;

/** A position of an array-list binary tree: an element and its index (the root is 1). */
public class IndexedPosition<E> implements Position<E> {
    private E element;
    private final int index;

    public IndexedPosition(E element, int index) {
        this.element = element;
        this.index = index;
    }

    @Override
    public E element() {
        return element;
    }

    public E setElement(E element) {
        E old = this.element;
        this.element = element;
        return old;
    }

    public int index() {
        return index;
    }
}
