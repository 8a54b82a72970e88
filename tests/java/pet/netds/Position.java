package netds;

/** A place in a container that holds one element. */
public interface Position<E> {
    /** The element stored here. */
    E element();
}
