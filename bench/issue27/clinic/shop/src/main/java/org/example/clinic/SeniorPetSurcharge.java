package org.example.clinic;

import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;

/**
 * Senior animals need more time and care, so treatments for them cost a percentage more.
 * Vaccinations and grooming are exempt.
 */
public final class SeniorPetSurcharge implements PricingRule {

    private static final Set<ServiceType> EXEMPT = EnumSet.of(ServiceType.VACCINATION, ServiceType.GROOMING);

    private final int percent;

    /**
     * @param percent the surcharge in percent, between 1 and 100
     * @throws IllegalArgumentException if the percentage is out of range
     */
    public SeniorPetSurcharge(int percent) {
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("surcharge must be between 1 and 100 percent: " + percent);
        }
        this.percent = percent;
    }

    @Override
    public int adjust(int priceCents, Pet pet, ServiceType service, LocalDate on) {
        if (EXEMPT.contains(service) || !pet.isSenior(on)) {
            return priceCents;
        }
        return priceCents + PricingRule.percentOf(priceCents, percent);
    }
}
