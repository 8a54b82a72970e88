package netds;

/** A move or an index past either end of a container. */
public class BoundaryViolationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BoundaryViolationException(String message) {
        super(message);
    }
}
