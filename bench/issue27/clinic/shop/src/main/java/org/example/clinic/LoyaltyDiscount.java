package org.example.clinic;

import java.time.LocalDate;

/**
 * Rewards regular patients: once a pet has completed a given number of visits, every further
 * bill is reduced by a fixed percentage. The visit being billed counts, because the clinic bills
 * after the visit is completed.
 */
public final class LoyaltyDiscount implements PricingRule {

    private final int minVisits;
    private final int percent;

    /**
     * @param minVisits number of completed visits from which the discount applies, at least 1
     * @param percent   discount in percent, between 1 and 50
     * @throws IllegalArgumentException if a parameter is out of range
     */
    public LoyaltyDiscount(int minVisits, int percent) {
        if (minVisits < 1) {
            throw new IllegalArgumentException("minVisits must be at least 1: " + minVisits);
        }
        if (percent < 1 || percent > 50) {
            throw new IllegalArgumentException("discount must be between 1 and 50 percent: " + percent);
        }
        this.minVisits = minVisits;
        this.percent = percent;
    }

    /**
     * @param pet a pet
     * @return whether the pet has completed enough visits for the discount
     */
    public boolean appliesTo(Pet pet) {
        return pet.completedVisits() >= minVisits;
    }

    @Override
    public int adjust(int priceCents, Pet pet, ServiceType service, LocalDate on) {
        if (!appliesTo(pet)) {
            return priceCents;
        }
        return priceCents - PricingRule.percentOf(priceCents, percent);
    }
}
