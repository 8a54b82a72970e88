package org.example.registrar;

/** A request to the registrar that cannot be carried out: bad input, a rule violated, an unknown id. */
public class RegistrarException extends Exception {

    public RegistrarException(String message) {
        super(message);
    }

    public RegistrarException(String message, Throwable cause) {
        super(message, cause);
    }
}
