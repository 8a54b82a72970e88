package netds;

/** Asked for the first or last position of an empty list. */
public class EmptyListException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EmptyListException(String message) {
        super(message);
    }
}
