package org.example.registrar;

import java.time.LocalDate;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/** A student's place (seat or waitlist) in a section. */
public final class Enrolment {

    public enum Status {
        ENROLLED(true),
        WAITLISTED(true),
        DROPPED(false),
        COMPLETED(false);

        private final boolean active;

        Status(boolean active) {
            this.active = active;
        }

        public boolean isActive() {
            return active;
        }

    }

    private static final AtomicLong NEXT_ID = new AtomicLong(1000);

    private final long id;
    private final StudentId student;
    private final Section section;
    private final LocalDate enrolledOn;
    private Status status;

    public Enrolment(StudentId student, Section section, LocalDate enrolledOn, Status status) {
        this.student = Objects.requireNonNull(student, "student");
        this.section = Objects.requireNonNull(section, "section");
        this.enrolledOn = Objects.requireNonNull(enrolledOn, "enrolledOn");
        this.status = Objects.requireNonNull(status, "status");
        this.id = NEXT_ID.getAndIncrement();
    }

    public long id() {
        return id;
    }

    public StudentId student() {
        return student;
    }

    public Section section() {
        return section;
    }

    public CourseCode course() {
        return section.course().code();
    }

    public int credits() {
        return section.course().credits();
    }

    public LocalDate enrolledOn() {
        return enrolledOn;
    }

    public Status status() {
        return status;
    }

    void setStatus(Status next) {
        if (status == Status.COMPLETED) {
            throw new IllegalStateException("enrolment " + id + " is already completed");
        }
        status = next;
    }
}
