package org.example.clinic;

/**
 * The bill for one completed appointment. All amounts are in euro cents.
 *
 * @param appointmentId  the billed appointment
 * @param ownerId        the owner who pays
 * @param petId          the treated pet
 * @param service        the service performed
 * @param listPriceCents the service's list price
 * @param netCents       the price after pricing rules, before tax
 * @param taxCents       VAT on the net price, 0 for exempt services
 */
public record Invoice(long appointmentId, int ownerId, PetId petId, ServiceType service,
                      int listPriceCents, int netCents, int taxCents) {

    /** @return the amount to pay: net price plus tax */
    public int totalCents() {
        return netCents + taxCents;
    }

    /** @return net price minus list price: negative for a discount, positive for a surcharge */
    public int adjustmentCents() {
        return netCents - listPriceCents;
    }

    /**
     * Formats an amount of cents as euros with two decimals, e.g. {@code 1205 -> "12.05"} and
     * {@code -50 -> "-0.50"}.
     *
     * @param cents the amount
     * @return the formatted amount
     */
    public static String formatCents(int cents) {
        int abs = Math.abs(cents);
        return (cents < 0 ? "-" : "") + (abs / 100) + "." + String.format("%02d", abs % 100);
    }
}
