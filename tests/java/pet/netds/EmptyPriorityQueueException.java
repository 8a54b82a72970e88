package netds;

/** Asked for the minimum of an empty priority queue. */
public class EmptyPriorityQueueException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EmptyPriorityQueueException(String message) {
        super(message);
    }
}
