package netds;

/** A key the comparator cannot compare (null, or of a foreign type). */
public class InvalidKeyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidKeyException(String message) {
        super(message);
    }
}
