package org.example.rental;

import java.util.Locale;

/** Membership levels. Higher tiers get discounts and may hold more rentals at once. */
public enum MemberTier {
    STANDARD(0, 2) {
        @Override
        public boolean mayRent(EquipmentType type) {
            // kayaks need the safety briefing that comes with a paid membership
            return type != EquipmentType.KAYAK;
        }
    },
    SILVER(10, 3),
    GOLD(20, 5) {
        @Override
        public int lateGraceDays() {
            return 1;
        }
    };

    private final int discountPercent;
    private final int maxActiveRentals;

    MemberTier(int discountPercent, int maxActiveRentals) {
        this.discountPercent = discountPercent;
        this.maxActiveRentals = maxActiveRentals;
    }

    public int discountPercent() {
        return discountPercent;
    }

    public int maxActiveRentals() {
        return maxActiveRentals;
    }

    public boolean mayRent(EquipmentType type) {
        return true;
    }

    /** Number of late days that are not charged. */
    public int lateGraceDays() {
        return 0;
    }

    public long discountOn(long amountCents) {
        if (amountCents < 0) {
            throw new IllegalArgumentException("amount must not be negative: " + amountCents);
        }
        return amountCents * discountPercent / 100;
    }

    public static MemberTier parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("tier is missing");
        }
        try {
            return valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown tier: " + text, e);
        }
    }
}
