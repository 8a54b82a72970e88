package org.example.rental;

import java.time.LocalDate;
import java.time.Month;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of equipment the shop rents out, with their daily prices.
 * All amounts are in euro cents.
 */
public enum EquipmentType {
    CITY_BIKE("City bike", 1500, 5000),
    E_BIKE("E-bike", 3500, 20000) {
        @Override
        public long lateFeePerDayCents() {
            // e-bikes are in high demand, a late return blocks the next customer
            return dailyRateCents() * 2;
        }
    },
    KAYAK("Kayak", 4000, 15000) {
        @Override
        public boolean isSeasonal() {
            return true;
        }
    },
    HELMET("Helmet", 300, 0) {
        @Override
        public long lateFeePerDayCents() {
            return dailyRateCents();
        }
    };

    private final String displayName;
    private final long dailyRateCents;
    private final long depositCents;

    EquipmentType(String displayName, long dailyRateCents, long depositCents) {
        this.displayName = displayName;
        this.dailyRateCents = dailyRateCents;
        this.depositCents = depositCents;
    }

    public String displayName() {
        return displayName;
    }

    public long dailyRateCents() {
        return dailyRateCents;
    }

    public long depositCents() {
        return depositCents;
    }

    /** Default late fee is one and a half times the daily rate. */
    public long lateFeePerDayCents() {
        return dailyRateCents + dailyRateCents / 2;
    }

    public boolean isSeasonal() {
        return false;
    }

    /** Seasonal equipment can only be rented from May to September. */
    public boolean isRentableOn(LocalDate date) {
        if (!isSeasonal()) {
            return true;
        }
        Month month = date.getMonth();
        return month.compareTo(Month.MAY) >= 0 && month.compareTo(Month.SEPTEMBER) <= 0;
    }

    /** Accepts "e-bike", "E_BIKE", "city bike" and similar spellings. */
    public static Optional<EquipmentType> fromCode(String code) {
        if (code == null || code.isBlank()) {
            return Optional.empty();
        }
        String normalized = code.strip().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (EquipmentType type : values()) {
            if (type.name().equals(normalized)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
