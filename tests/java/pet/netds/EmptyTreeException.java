package netds;

/** Asked for the root of an empty tree. */
public class EmptyTreeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EmptyTreeException(String message) {
        super(message);
    }
}
