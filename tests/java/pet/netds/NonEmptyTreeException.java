package netds;

/** Asked to add a root to a tree that has one. */
public class NonEmptyTreeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NonEmptyTreeException(String message) {
        super(message);
    }
}
