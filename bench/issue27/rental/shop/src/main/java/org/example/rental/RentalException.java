package org.example.rental;

/** Thrown when a request breaks a business rule of the shop. */
public class RentalException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RentalException(String message) {
        super(message);
    }
}
