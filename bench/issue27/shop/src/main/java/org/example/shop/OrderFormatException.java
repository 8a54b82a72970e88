package org.example.shop;

/** An order text that cannot be read; {@link #line()} is 0 when no single line is to blame. */
public class OrderFormatException extends Exception {

    private final int line;

    public OrderFormatException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
