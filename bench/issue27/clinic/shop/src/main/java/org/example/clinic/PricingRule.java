package org.example.clinic;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A rule that adjusts the price of a service for a particular pet, such as a discount or a
 * surcharge. Rules are chained with {@link #andThen(PricingRule)}; each rule receives the price
 * produced by the previous one.
 */
public interface PricingRule {

    /**
     * Adjusts a price.
     *
     * @param priceCents the price so far, in cents, never negative
     * @param pet        the treated pet
     * @param service    the service performed
     * @param on         the day of the visit
     * @return the adjusted price in cents
     */
    int adjust(int priceCents, Pet pet, ServiceType service, LocalDate on);

    /**
     * Returns a rule that applies this rule and then {@code next} to the result.
     *
     * @param next the rule to apply second
     * @return the combined rule
     */
    default PricingRule andThen(PricingRule next) {
        Objects.requireNonNull(next, "next");
        return (priceCents, pet, service, on) -> next.adjust(adjust(priceCents, pet, service, on), pet, service, on);
    }

    /** @return a rule that leaves every price unchanged */
    static PricingRule none() {
        return (priceCents, pet, service, on) -> priceCents;
    }

    /**
     * Computes a percentage of an amount, rounding half up to the nearest cent.
     *
     * @param cents   a non-negative amount
     * @param percent the percentage, e.g. 15 for 15 %
     * @return {@code cents * percent / 100}, rounded half up
     */
    static int percentOf(int cents, int percent) {
        if (cents < 0 || percent < 0) {
            throw new IllegalArgumentException("negative amount or percentage: " + cents + ", " + percent);
        }
        return (cents * percent + 50) / 100;
    }
}
