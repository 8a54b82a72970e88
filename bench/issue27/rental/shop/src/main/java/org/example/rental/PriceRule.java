package org.example.rental;

import java.util.Optional;

/** A promotion that may reduce the rental part of an invoice. */
public interface PriceRule {

    String description();

    /** The discount in cents for a rental of the given type and length, before capping. */
    long discountCents(EquipmentType type, long days, long subtotalCents);

    default boolean appliesTo(EquipmentType type, long days) {
        return true;
    }

    /** Produces the (negative) invoice line, never discounting more than the subtotal. */
    default Optional<InvoiceLine> toLine(EquipmentType type, long days, long subtotalCents) {
        if (subtotalCents <= 0 || !appliesTo(type, days)) {
            return Optional.empty();
        }
        long discount = Math.min(subtotalCents, discountCents(type, days, subtotalCents));
        if (discount <= 0) {
            return Optional.empty();
        }
        return Optional.of(new InvoiceLine(description(), -discount));
    }
}
