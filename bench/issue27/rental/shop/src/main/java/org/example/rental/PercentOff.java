package org.example.rental;

import java.util.Set;

/** A percentage off, optionally limited to some equipment types (empty set = all types). */
public record PercentOff(String description, int percent, Set<EquipmentType> types) implements PriceRule {

    public PercentOff {
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException("description must not be blank");
        }
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("percent must be between 1 and 100: " + percent);
        }
        types = Set.copyOf(types);
    }

    public PercentOff(String description, int percent) {
        this(description, percent, Set.of());
    }

    @Override
    public boolean appliesTo(EquipmentType type, long days) {
        return types.isEmpty() || types.contains(type);
    }

    @Override
    public long discountCents(EquipmentType type, long days, long subtotalCents) {
        return subtotalCents * percent / 100;
    }
}
