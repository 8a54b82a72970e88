package org.example.library;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Objects;

/** Charges only for late days from Monday to Friday; weekends are free. */
public final class WeekdayFine implements FinePolicy {

    private final long centsPerDay;

    public WeekdayFine(long centsPerDay) {
        if (centsPerDay <= 0) {
            throw new IllegalArgumentException("daily fine must be positive: " + centsPerDay);
        }
        this.centsPerDay = centsPerDay;
    }

    /** The weekdays after {@code dueDate} up to and including {@code returnedOn}. */
    public static int chargeableDays(LocalDate dueDate, LocalDate returnedOn) {
        Objects.requireNonNull(dueDate, "dueDate");
        Objects.requireNonNull(returnedOn, "returnedOn");
        int days = 0;
        for (LocalDate day = dueDate.plusDays(1); !day.isAfter(returnedOn); day = day.plusDays(1)) {
            DayOfWeek dow = day.getDayOfWeek();
            if (dow != DayOfWeek.SATURDAY && dow != DayOfWeek.SUNDAY) {
                days++;
            }
        }
        return days;
    }

    @Override
    public long fineCents(LocalDate dueDate, LocalDate returnedOn) {
        return chargeableDays(dueDate, returnedOn) * centsPerDay;
    }
}
