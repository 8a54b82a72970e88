package org.example.registrar;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.temporal.TemporalAdjusters;
import java.util.Objects;

/** An academic term such as 2024-FALL. Teaching starts on the first Monday of the season's first month. */
public record Term(int year, Season season) implements Comparable<Term> {

    public enum Season {
        SPRING(Month.JANUARY),
        SUMMER(Month.MAY) {
            @Override
            public int teachingWeeks() {
                return 8;
            }

            @Override
            public int addDropDays() {
                return 3;
            }
        },
        FALL(Month.SEPTEMBER);

        private final Month firstMonth;

        Season(Month firstMonth) {
            this.firstMonth = firstMonth;
        }

        public int teachingWeeks() {
            return 14;
        }

        /** Days after the first day of teaching during which students may still enrol. */
        public int addDropDays() {
            return 7;
        }

        public LocalDate firstDay(int year) {
            return LocalDate.of(year, firstMonth, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY));
        }
    }

    public Term {
        Objects.requireNonNull(season, "season");
        if (year < 2000 || year > 2100) {
            throw new IllegalArgumentException("year out of range: " + year);
        }
    }

    public LocalDate start() {
        return season.firstDay(year);
    }

    /** The Friday of the last teaching week. */
    public LocalDate end() {
        return start().plusWeeks(season.teachingWeeks()).minusDays(3);
    }

    public LocalDate registrationOpens() {
        return start().minusWeeks(6);
    }

    /** The last day on which students may enrol (inclusive). */
    public LocalDate enrolmentDeadline() {
        return start().plusDays(season.addDropDays());
    }

    public boolean isEnrolmentOpen(LocalDate date) {
        return !date.isBefore(registrationOpens()) && !date.isAfter(enrolmentDeadline());
    }

    @Override
    public int compareTo(Term other) {
        int byYear = Integer.compare(year, other.year);
        return byYear != 0 ? byYear : season.compareTo(other.season);
    }

    @Override
    public String toString() {
        return year + "-" + season;
    }
}
