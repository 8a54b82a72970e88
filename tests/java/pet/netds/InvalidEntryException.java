package netds;

/** An entry that is null or was not made by this container. */
public class InvalidEntryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidEntryException(String message) {
        super(message);
    }
}
