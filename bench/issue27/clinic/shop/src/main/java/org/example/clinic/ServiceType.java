package org.example.clinic;

import java.time.Duration;
import java.util.Locale;

/**
 * The services offered by the clinic, with their list price and the time they take.
 *
 * <p>Prices are in euro cents. Medical services are VAT-exempt; only grooming is taxable.
 */
public enum ServiceType {

    /** General health check. */
    CHECKUP("Check-up", 4_500, 20, false),
    /** Routine vaccination; completing one updates the pet's vaccination record. */
    VACCINATION("Vaccination", 3_000, 15, false),
    /** Dental cleaning under light sedation. */
    DENTAL("Dental cleaning", 12_000, 45, false),
    /** Routine surgery such as neutering. */
    SURGERY("Surgery", 35_000, 120, false),
    /** Washing, clipping and nail trimming. */
    GROOMING("Grooming", 4_000, 30, true);

    private final String label;
    private final int priceCents;
    private final int durationMinutes;
    private final boolean taxable;

    ServiceType(String label, int priceCents, int durationMinutes, boolean taxable) {
        this.label = label;
        this.priceCents = priceCents;
        this.durationMinutes = durationMinutes;
        this.taxable = taxable;
    }

    /** @return a human-readable label for invoices */
    public String label() {
        return label;
    }

    /** @return the list price in cents, before any pricing rule */
    public int priceCents() {
        return priceCents;
    }

    /** @return how long the service takes */
    public Duration duration() {
        return Duration.ofMinutes(durationMinutes);
    }

    /** @return whether VAT is charged on this service */
    public boolean taxable() {
        return taxable;
    }

    /**
     * Parses a service name, ignoring case, surrounding blanks and hyphens, so that
     * {@code "check-up"}, {@code "Checkup"} and {@code "CHECKUP"} are all accepted.
     *
     * @param text the name
     * @return the service
     * @throws IllegalArgumentException if the name is unknown
     */
    public static ServiceType parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("service must not be null");
        }
        String key = text.strip().replace("-", "").toUpperCase(Locale.ROOT);
        for (ServiceType t : values()) {
            if (t.name().equals(key)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown service: " + text);
    }
}
