package org.example.rental;

/** A script line could not be understood. */
public class CommandParseException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int lineNumber;

    public CommandParseException(int lineNumber, String message) {
        super("line " + lineNumber + ": " + message);
        this.lineNumber = lineNumber;
    }

    public CommandParseException(int lineNumber, String message, Throwable cause) {
        super("line " + lineNumber + ": " + message, cause);
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }
}
