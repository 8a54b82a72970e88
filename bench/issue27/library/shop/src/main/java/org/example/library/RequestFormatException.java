package org.example.library;

/** A loan request that cannot be read. */
public class RequestFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int lineNumber;

    /**
     * @param message    what is wrong
     * @param lineNumber the 1-based line of the input, or 0 for a single request
     */
    public RequestFormatException(String message, int lineNumber) {
        super(lineNumber > 0 ? "line " + lineNumber + ": " + message : message);
        this.lineNumber = lineNumber;
    }

    /** The 1-based line of the input, or 0 if the request was parsed on its own. */
    public int lineNumber() {
        return lineNumber;
    }
}
