package netds;

/** A node of a doubly linked list; as a Position it is valid while it has both neighbours. */
public class DNode<E> implements Position<E> {
    private DNode<E> prev;
    private DNode<E> next;
    private E element;

    public DNode(DNode<E> prev, DNode<E> next, E element) {
        this.prev = prev;
        this.next = next;
        this.element = element;
    }

    @Override
    public E element() {
        if (prev == null && next == null) {
            throw new InvalidPositionException("the position is in no list");
        }
        return element;
    }

    public DNode<E> getPrev() {
        return prev;
    }

    public DNode<E> getNext() {
        return next;
    }

    public void setPrev(DNode<E> prev) {
        this.prev = prev;
    }

    public void setNext(DNode<E> next) {
        this.next = next;
    }

    public void setElement(E element) {
        this.element = element;
    }
}
