package netds;

/** A list whose elements are reached through positions. */
public interface PositionList<E> extends Iterable<E> {
    int size();

    boolean isEmpty();

    Position<E> first();

    Position<E> last();

    Position<E> next(Position<E> p);

    Position<E> prev(Position<E> p);

    void addFirst(E e);

    void addLast(E e);

    void addAfter(Position<E> p, E e);

    void addBefore(Position<E> p, E e);

    E remove(Position<E> p);

    E set(Position<E> p, E e);
}
