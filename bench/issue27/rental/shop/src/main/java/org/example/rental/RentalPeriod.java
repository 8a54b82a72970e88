package org.example.rental;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** An inclusive range of days: a rental from the 1st to the 3rd lasts three days. */
public record RentalPeriod(LocalDate start, LocalDate end) {

    public RentalPeriod {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        if (end.isBefore(start)) {
            throw new IllegalArgumentException("period ends before it starts: " + start + " .. " + end);
        }
    }

    public static RentalPeriod ofDays(LocalDate start, int days) {
        if (days < 1) {
            throw new IllegalArgumentException("a rental lasts at least one day");
        }
        return new RentalPeriod(start, start.plusDays(days - 1L));
    }

    public long days() {
        return ChronoUnit.DAYS.between(start, end) + 1;
    }

    public boolean contains(LocalDate date) {
        return !date.isBefore(start) && !date.isAfter(end);
    }

    public boolean overlaps(RentalPeriod other) {
        return !other.end.isBefore(start) && !other.start.isAfter(end);
    }

    /** Days between the last rental day and the actual return, 0 if on time. */
    public long daysLate(LocalDate returnedOn) {
        if (!returnedOn.isAfter(end)) {
            return 0;
        }
        return ChronoUnit.DAYS.between(end, returnedOn);
    }
}
