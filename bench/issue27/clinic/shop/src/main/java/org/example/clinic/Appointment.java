package org.example.clinic;

import java.time.LocalDateTime;
import java.util.Objects;

/**
 * One booked visit of a pet for a service.
 *
 * <p>An appointment goes through {@code BOOKED -> CHECKED_IN -> COMPLETED}; it may be cancelled
 * while it is booked. Ids are assigned from a counter shared by all appointments,
 * so they are unique and increasing within one run.
 */
public final class Appointment {

    /** Life-cycle state of an appointment. */
    public enum Status { BOOKED, CHECKED_IN, COMPLETED, CANCELLED }

    private static long nextId = 1;

    private final long id;
    private final PetId petId;
    private final ServiceType service;
    private TimeSlot slot;
    private Status status = Status.BOOKED;

    /**
     * Creates a booked appointment whose length is the service's duration.
     *
     * @param petId   the pet to treat
     * @param service the service to perform
     * @param start   when the appointment starts
     */
    public Appointment(PetId petId, ServiceType service, LocalDateTime start) {
        this.petId = Objects.requireNonNull(petId, "petId");
        this.service = Objects.requireNonNull(service, "service");
        this.slot = new TimeSlot(start, service.duration());
        this.id = nextId++;
    }

    public long id() {
        return id;
    }

    public PetId petId() {
        return petId;
    }

    public ServiceType service() {
        return service;
    }

    public TimeSlot slot() {
        return slot;
    }

    public Status status() {
        return status;
    }

    /**
     * Marks the pet as arrived.
     *
     * @throws IllegalStateException unless the appointment is booked
     */
    public void checkIn() {
        requireStatus(Status.BOOKED, "check in");
        status = Status.CHECKED_IN;
    }

    /**
     * Marks the service as performed.
     *
     * @throws IllegalStateException unless the pet was checked in
     */
    public void complete() {
        requireStatus(Status.CHECKED_IN, "complete");
        status = Status.COMPLETED;
    }

    /**
     * Cancels the appointment.
     *
     * @throws IllegalStateException unless the appointment is booked
     */
    public void cancel() {
        requireStatus(Status.BOOKED, "cancel");
        status = Status.CANCELLED;
    }

    /** Moves a booked appointment; only {@link Schedule} calls this, after checking for conflicts. */
    void moveTo(TimeSlot newSlot) {
        requireStatus(Status.BOOKED, "reschedule");
        this.slot = Objects.requireNonNull(newSlot, "newSlot");
    }

    private void requireStatus(Status expected, String action) {
        if (status != expected) {
            throw new IllegalStateException("cannot " + action + " appointment " + id + " in state " + status);
        }
    }

    @Override
    public String toString() {
        return "#" + id + " " + petId + " " + service + " " + slot + " " + status;
    }
}
