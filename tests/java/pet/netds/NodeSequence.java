package netds;

/**
 * A sequence: the node list with index-based access as well. Indices run from 0 to size() - 1;
 * one outside is a BoundaryViolationException.
 */
public class NodeSequence<E> extends DoublyLinkedList<E> {

    protected void checkIndex(int r, int n) {
        if (r < 0 || r >= n) {
            throw new BoundaryViolationException("index " + r + " outside 0.." + (n - 1));
        }
    }

    /** The position at index r, reached from the nearer end. */
    public Position<E> atIndex(int r) {
        checkIndex(r, size());
        DNode<E> node;
        if (r <= size() / 2) {
            node = header.getNext();
            for (int j = 0; j < r; j++) {
                node = node.getNext();
            }
        } else {
            node = trailer.getPrev();
            for (int j = size() - 1; j > r; j--) {
                node = node.getPrev();
            }
        }
        return node;
    }

    /** The index of a position of this sequence. */
    public int indexOf(Position<E> p) {
        DNode<E> target = checkPosition(p);
        DNode<E> node = header.getNext();
        int i = 0;
        while (node != trailer) {
            if (node == target) {
                return i;
            }
            node = node.getNext();
            i++;
        }
        throw new InvalidPositionException("position of another list");
    }

    public E get(int i) {
        return atIndex(i).element();
    }

    /** Inserts e at index i, 0..size(). */
    public void addAtIndex(int i, E e) {
        checkIndex(i, size() + 1);
        if (i == size()) {
            addLast(e);
        } else {
            addBefore(atIndex(i), e);
        }
    }

    /** Removes and returns the element at index i. */
    public E removeAt(int i) {
        checkIndex(i, size());
        return remove(atIndex(i));
    }

    /** Replaces the element at index i with e and returns the old one. */
    public E replaceAt(int i, E e) {
        checkIndex(i, size());
        return set(atIndex(i), e);
    }
}
