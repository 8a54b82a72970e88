package org.example.clinic;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The clinic's appointment book: one treatment room, open every day between the same hours.
 *
 * <p>Active appointments (booked, checked in or completed) are kept ordered by start time and
 * never overlap. Cancelled appointments leave the calendar but can still be looked up by id.
 */
public final class Schedule {

    private final LocalTime opening;
    private final LocalTime closing;
    private final NavigableMap<LocalDateTime, Appointment> byStart = new TreeMap<>();
    private final Map<Long, Appointment> byId = new HashMap<>();

    /**
     * Creates an empty schedule.
     *
     * @param opening first minute at which an appointment may start
     * @param closing time by which every appointment must be over
     * @throws IllegalArgumentException if opening is not before closing
     */
    public Schedule(LocalTime opening, LocalTime closing) {
        this.opening = Objects.requireNonNull(opening, "opening");
        this.closing = Objects.requireNonNull(closing, "closing");
        if (!opening.isBefore(closing)) {
            throw new IllegalArgumentException("opening " + opening + " must be before closing " + closing);
        }
    }

    /**
     * Adds an appointment to the calendar.
     *
     * @param appointment a freshly created, booked appointment
     * @throws IllegalArgumentException if it is outside opening hours
     * @throws IllegalStateException    if it is not booked, already in the schedule, or overlaps
     *                                  another active appointment
     */
    public void book(Appointment appointment) {
        Objects.requireNonNull(appointment, "appointment");
        if (appointment.status() != Appointment.Status.BOOKED) {
            throw new IllegalStateException("only booked appointments can be added: " + appointment);
        }
        if (byId.containsKey(appointment.id())) {
            throw new IllegalStateException("appointment " + appointment.id() + " is already in the schedule");
        }
        requireWithinOpeningHours(appointment.slot());
        requireNoConflict(appointment.slot(), null);
        byStart.put(appointment.slot().start(), appointment);
        byId.put(appointment.id(), appointment);
    }

    /**
     * Cancels an appointment and frees its slot.
     *
     * @param appointmentId the appointment's id
     * @return the cancelled appointment
     * @throws IllegalArgumentException if the id is unknown
     * @throws IllegalStateException    if the appointment cannot be cancelled
     */
    public Appointment cancel(long appointmentId) {
        Appointment appointment = require(appointmentId);
        appointment.cancel();
        byStart.remove(appointment.slot().start());
        return appointment;
    }

    /**
     * Moves a booked appointment to another start time, keeping its length.
     *
     * @param appointmentId the appointment's id
     * @param newStart      the new start
     * @return the new slot
     * @throws IllegalArgumentException if the id is unknown or the new slot is outside opening hours
     * @throws IllegalStateException    if the appointment is not booked or the new slot is taken
     */
    public TimeSlot reschedule(long appointmentId, LocalDateTime newStart) {
        Appointment appointment = require(appointmentId);
        if (appointment.status() != Appointment.Status.BOOKED) {
            throw new IllegalStateException("cannot reschedule appointment " + appointmentId
                    + " in state " + appointment.status());
        }
        TimeSlot target = appointment.slot().movedTo(newStart);
        requireWithinOpeningHours(target);
        requireNoConflict(target, appointment);
        byStart.remove(appointment.slot().start());
        appointment.moveTo(target);
        byStart.put(target.start(), appointment);
        return target;
    }

    /**
     * Looks up an appointment by id, including cancelled ones.
     *
     * @param appointmentId the id
     * @return the appointment, if this schedule knows it
     */
    public Optional<Appointment> find(long appointmentId) {
        return Optional.ofNullable(byId.get(appointmentId));
    }

    /**
     * @param day a calendar day
     * @return the active appointments of that day, ordered by start time
     */
    public List<Appointment> appointmentsOn(LocalDate day) {
        return new ArrayList<>(byStart.subMap(day.atStartOfDay(), true, day.plusDays(1).atStartOfDay(), false).values());
    }

    /** @return every appointment ever booked, cancelled ones included, ordered by start then id */
    public List<Appointment> allAppointments() {
        return byId.values().stream()
                .sorted(Comparator.comparing((Appointment a) -> a.slot().start()).thenComparingLong(Appointment::id))
                .toList();
    }

    /**
     * Finds the earliest free slot of the given length on a day.
     *
     * @param day       the day to search
     * @param notBefore earliest acceptable start; opening time is used if it is earlier, and a
     *                  time with seconds is rounded up to the next whole minute
     * @param length    the slot length
     * @return the first slot that is inside opening hours and overlaps no active appointment,
     *         or empty if the day is full
     */
    public Optional<TimeSlot> nextFreeSlot(LocalDate day, LocalTime notBefore, Duration length) {
        LocalTime from = notBefore.isBefore(opening) ? opening : notBefore;
        LocalDateTime candidate = day.atTime(from);
        if (!candidate.truncatedTo(ChronoUnit.MINUTES).equals(candidate)) {
            candidate = candidate.truncatedTo(ChronoUnit.MINUTES).plusMinutes(1);
        }
        LocalDateTime close = day.atTime(closing);
        for (Appointment booked : appointmentsOn(day)) {
            TimeSlot taken = booked.slot();
            if (!taken.end().isAfter(candidate)) {
                continue;
            }
            if (!candidate.plus(length).isAfter(taken.start())) {
                break;
            }
            candidate = taken.end();
        }
        if (candidate.plus(length).isAfter(close)) {
            return Optional.empty();
        }
        return Optional.of(new TimeSlot(candidate, length));
    }

    private void requireWithinOpeningHours(TimeSlot slot) {
        if (slot.start().toLocalTime().isBefore(opening)) {
            throw new IllegalArgumentException(slot + " starts before opening time " + opening);
        }
        LocalDateTime end = slot.end();
        if (!end.toLocalDate().equals(slot.date()) || end.toLocalTime().isAfter(closing)) {
            throw new IllegalArgumentException(slot + " ends after closing time " + closing);
        }
    }

    private void requireNoConflict(TimeSlot slot, Appointment ignored) {
        byStart.subMap(slot.start().minus(TimeSlot.MAX_LENGTH), false, slot.end(), false).values().stream()
                .filter(other -> other != ignored)
                .filter(other -> other.slot().overlaps(slot))
                .findFirst()
                .ifPresent(other -> {
                    throw new IllegalStateException(slot + " overlaps appointment " + other.id() + " at " + other.slot());
                });
    }

    private Appointment require(long appointmentId) {
        return find(appointmentId)
                .orElseThrow(() -> new IllegalArgumentException("unknown appointment: " + appointmentId));
    }
}
