package org.example.registrar;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalTime;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/** When a section meets each week: the same start time and length on each of its days. */
public record MeetingTime(Set<DayOfWeek> days, LocalTime start, Duration length) {

    private static final Duration MAX_LENGTH = Duration.ofHours(4);

    public MeetingTime {
        Objects.requireNonNull(days, "days");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(length, "length");
        if (days.isEmpty()) {
            throw new IllegalArgumentException("a section meets on at least one day");
        }
        if (length.isNegative() || length.isZero() || length.compareTo(MAX_LENGTH) > 0) {
            throw new IllegalArgumentException("meeting length must be between 1 minute and 4 hours: " + length);
        }
        if (start.toSecondOfDay() + length.toSeconds() >= 24 * 60 * 60) {
            throw new IllegalArgumentException("a meeting must end before midnight");
        }
        days = Collections.unmodifiableSet(EnumSet.copyOf(days));
    }

    public static MeetingTime of(LocalTime start, int minutes, DayOfWeek first, DayOfWeek... rest) {
        return new MeetingTime(EnumSet.of(first, rest), start, Duration.ofMinutes(minutes));
    }

    public LocalTime end() {
        return start.plus(length);
    }

    public boolean overlaps(MeetingTime other) {
        if (Collections.disjoint(days, other.days)) {
            return false;
        }
        return start.isBefore(other.end()) && other.start.isBefore(end());
    }
}
