package org.example.shop;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Set;

/** Date arithmetic for shipping: parcels move on working days only. */
public final class DeliveryCalendar {

    private DeliveryCalendar() {
    }

    public static boolean isWeekend(LocalDate date) {
        DayOfWeek day = date.getDayOfWeek();
        return day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY;
    }

    /** The date that is {@code days} working days after {@code start}. */
    public static LocalDate addBusinessDays(LocalDate start, int days) {
        if (days < 0) {
            throw new IllegalArgumentException("days must not be negative: " + days);
        }
        LocalDate date = start;
        int added = 0;
        while (added < days) {
            date = date.plusDays(1);
            if (isWeekend(date)) {
                continue;
            }
            added++;
        }
        return date;
    }

    /** The first day on or after {@code date} that is neither a weekend day nor a holiday. */
    public static LocalDate nextShippingDay(LocalDate date, Set<LocalDate> holidays) {
        LocalDate day = date;
        int guard = 0;
        while (isWeekend(day) || holidays.contains(day)) {
            if (++guard > 366) {
                throw new IllegalArgumentException("no shipping day within a year of " + date);
            }
            day = day.plusDays(1);
        }
        return day;
    }

    public static LocalDate expiryDate(LocalDate produced, Category category) {
        if (!category.isPerishable()) {
            throw new IllegalArgumentException(category + " does not expire");
        }
        return produced.plusDays(category.shelfLifeDays());
    }

    /** Whether goods produced on {@code produced} may no longer be sold on {@code today}. */
    public static boolean isExpired(LocalDate produced, Category category, LocalDate today) {
        if (!category.isPerishable()) {
            return false;
        }
        return today.isAfter(expiryDate(produced, category));
    }
}
