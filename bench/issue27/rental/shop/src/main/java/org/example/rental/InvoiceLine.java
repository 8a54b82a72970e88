package org.example.rental;

/** One line of an invoice; discounts are negative amounts. */
public record InvoiceLine(String description, long amountCents) {

    public InvoiceLine {
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException("description must not be blank");
        }
    }

    public boolean isDiscount() {
        return amountCents < 0;
    }
}
