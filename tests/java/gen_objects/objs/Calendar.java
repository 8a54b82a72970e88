package objs;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

// java.time values as inputs: each is made by its factory from parts its
// factory accepts (no February 30th), and results are compared with values
// made the same way.
public class Calendar {
    public static String kind(LocalDate date) {
        if (date.getMonthValue() == 2 && date.getDayOfMonth() == 29) {
            return "leap day";
        }
        DayOfWeek day = date.getDayOfWeek();
        if (day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY) {
            return "weekend";
        }
        return "weekday";
    }

    public static LocalDate nextMonth(LocalDate date) {
        return date.plusMonths(1);
    }

    public static boolean lateShift(LocalTime time) {
        return time.getHour() >= 22 || time.getHour() < 6;
    }

    public static boolean sameDay(LocalDateTime a, LocalDateTime b) {
        return a.toLocalDate().equals(b.toLocalDate());
    }

    public static String length(Duration duration) {
        if (duration.isNegative()) {
            return "negative";
        }
        return duration.toMinutes() >= 60 ? "long" : "short";
    }

    public static boolean beforeEpoch(Instant instant) {
        return instant.getEpochSecond() < 0;
    }
}
