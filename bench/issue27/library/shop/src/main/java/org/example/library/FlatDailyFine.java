package org.example.library;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * A fixed amount per day late. Returns within the grace period are free; after it every late day is
 * charged, including the grace days.
 */
public final class FlatDailyFine implements FinePolicy {

    /** Grace days unless another number is given. */
    public static final int DEFAULT_GRACE_DAYS = 3;

    private final long centsPerDay;
    private final int graceDays;

    public FlatDailyFine(long centsPerDay) {
        this(centsPerDay, DEFAULT_GRACE_DAYS);
    }

    public FlatDailyFine(long centsPerDay, int graceDays) {
        if (centsPerDay <= 0) {
            throw new IllegalArgumentException("daily fine must be positive: " + centsPerDay);
        }
        if (graceDays < 0) {
            throw new IllegalArgumentException("grace days must not be negative: " + graceDays);
        }
        this.centsPerDay = centsPerDay;
        this.graceDays = graceDays;
    }

    public long centsPerDay() {
        return centsPerDay;
    }

    public int graceDays() {
        return graceDays;
    }

    @Override
    public long fineCents(LocalDate dueDate, LocalDate returnedOn) {
        Objects.requireNonNull(dueDate, "dueDate");
        Objects.requireNonNull(returnedOn, "returnedOn");
        long daysLate = ChronoUnit.DAYS.between(dueDate, returnedOn);
        if (daysLate <= graceDays) {
            return 0;
        }
        return daysLate * centsPerDay;
    }
}
