package org.example.library;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;

/**
 * Membership tiers: how many books a member may borrow, for how long, the discount on fines and
 * how many reservations a member may hold.
 */
public enum MemberTier {
    STANDARD(5, 21, 0) {
        @Override
        public boolean mayReserve(int reservationsHeld) {
            return reservationsHeld < 3;
        }
    },
    STUDENT(3, 14, 50) {
        @Override
        public boolean mayReserve(int reservationsHeld) {
            return reservationsHeld < 2;
        }
    },
    SENIOR(5, 30, 25) {
        @Override
        public boolean mayReserve(int reservationsHeld) {
            return reservationsHeld < 3;
        }
    },
    STAFF(10, 60, 100) {
        @Override
        public boolean mayReserve(int reservationsHeld) {
            return true;
        }
    };

    private final int maxLoans;
    private final int loanDays;
    private final int discountPercent;

    MemberTier(int maxLoans, int loanDays, int discountPercent) {
        this.maxLoans = maxLoans;
        this.loanDays = loanDays;
        this.discountPercent = discountPercent;
    }

    /** Whether a member who already holds this many reservations may place another one. */
    public abstract boolean mayReserve(int reservationsHeld);

    public int maxLoans() {
        return maxLoans;
    }

    public int loanDays() {
        return loanDays;
    }

    public int discountPercent() {
        return discountPercent;
    }

    /**
     * The due date of a loan (or renewal) starting on {@code start}. The library is closed on
     * Sundays, so a due date that falls on a Sunday moves to the Monday after.
     */
    public LocalDate dueDate(LocalDate start) {
        Objects.requireNonNull(start, "start");
        LocalDate due = start.plusDays(loanDays);
        if (due.getDayOfWeek() == DayOfWeek.SUNDAY) {
            due = due.plusDays(1);
        }
        return due;
    }

    /** The fine after this tier's discount, rounded in the member's favour. */
    public long discounted(long fineCents) {
        if (fineCents < 0) {
            throw new IllegalArgumentException("negative fine: " + fineCents);
        }
        return fineCents - fineCents * discountPercent / 100;
    }

    /** Parses a tier name, ignoring case and surrounding blanks, e.g. {@code " student "}. */
    public static MemberTier parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("tier must not be blank");
        }
        String name = text.strip().toUpperCase(Locale.ROOT);
        for (MemberTier tier : values()) {
            if (tier.name().equals(name)) {
                return tier;
            }
        }
        throw new IllegalArgumentException("unknown tier: " + text);
    }
}
