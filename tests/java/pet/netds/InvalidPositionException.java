package netds;

/** A position that is null, of another kind, or not in a list. */
public class InvalidPositionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidPositionException(String message) {
        super(message);
    }
}
