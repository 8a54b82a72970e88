package org.example.clinic;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;

/**
 * A period of time in the clinic's calendar, given by its start and its length.
 *
 * <p>Slots start on a whole minute, last at least one minute and at most
 * {@link #MAX_LENGTH}. A slot contains its start but not its end, so two back-to-back slots
 * (09:00-09:20 and 09:20-09:40) do not overlap.
 *
 * @param start  first minute of the slot
 * @param length how long the slot lasts
 */
public record TimeSlot(LocalDateTime start, Duration length) {

    /** The longest slot the clinic will ever book. */
    public static final Duration MAX_LENGTH = Duration.ofHours(8);

    /**
     * Validates the slot.
     *
     * @throws NullPointerException     if start or length is null
     * @throws IllegalArgumentException if the length is not positive, longer than
     *                                  {@link #MAX_LENGTH}, not a whole number of minutes, or if
     *                                  the start is not on a whole minute
     */
    public TimeSlot {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(length, "length");
        if (length.isNegative() || length.isZero()) {
            throw new IllegalArgumentException("slot length must be positive: " + length);
        }
        if (length.compareTo(MAX_LENGTH) > 0) {
            throw new IllegalArgumentException("slot longer than " + MAX_LENGTH + ": " + length);
        }
        if (length.toSecondsPart() != 0 || length.toNanosPart() != 0) {
            throw new IllegalArgumentException("slot length must be whole minutes: " + length);
        }
        if (start.getSecond() != 0 || start.getNano() != 0) {
            throw new IllegalArgumentException("slot must start on a whole minute: " + start);
        }
    }

    /** @return the first instant after the slot */
    public LocalDateTime end() {
        return start.plus(length);
    }

    /** @return the day on which the slot starts */
    public LocalDate date() {
        return start.toLocalDate();
    }

    /**
     * Tells whether the two slots share at least one minute.
     *
     * @param other another slot
     * @return true if the slots overlap
     */
    public boolean overlaps(TimeSlot other) {
        return start.isBefore(other.end()) && other.start.isBefore(end());
    }

    /**
     * Returns a slot of the same length starting at another time.
     *
     * @param newStart the new start
     * @return the moved slot
     */
    public TimeSlot movedTo(LocalDateTime newStart) {
        return new TimeSlot(newStart, length);
    }

    @Override
    public String toString() {
        return date() + " " + start.toLocalTime() + "-" + end().toLocalTime();
    }
}
