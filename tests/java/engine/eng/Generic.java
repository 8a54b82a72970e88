package eng;

// A node whose element's generic type is a type variable (erased to Object):
// the code's cast of the element says which class it takes it for.
public class Generic {
    static class Node<E> {
        E element;
        Node<E> next;
    }

    static class Pair {
        int key;
    }

    // The element is cast to Pair (javac's checkcast): an input element is a Pair.
    public static int keyOf(Node<Pair> node) {
        return node.element.key + 1;
    }

    // Not cast: any object stands for it (a String).
    public static boolean hasElement(Node<Object> node) {
        return node.element != null;
    }
}
