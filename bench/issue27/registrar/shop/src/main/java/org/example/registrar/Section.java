package org.example.registrar;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One offering of a course in the term, with its seats and its waitlist. */
public final class Section {

    public static final Comparator<Section> BY_CODE =
            Comparator.comparing((Section s) -> s.course().code()).thenComparingInt(Section::number);
    public static final Comparator<Section> BY_START_TIME =
            Comparator.comparing((Section s) -> s.meetingTime().start()).thenComparing(BY_CODE);

    private final Course course;
    private final int number;
    private final int capacity;
    private final MeetingTime meetingTime;
    private final List<StudentId> enrolled = new ArrayList<>();
    private final Waitlist<StudentId> waitlist;

    public Section(Course course, int number, int capacity, int waitlistCapacity, MeetingTime meetingTime) {
        this.course = Objects.requireNonNull(course, "course");
        this.meetingTime = Objects.requireNonNull(meetingTime, "meetingTime");
        if (number < 1 || capacity < 1) {
            throw new IllegalArgumentException("section number and capacity must be positive");
        }
        this.number = number;
        this.capacity = capacity;
        this.waitlist = new Waitlist<>(waitlistCapacity);
    }

    public Course course() {
        return course;
    }

    public int number() {
        return number;
    }

    public MeetingTime meetingTime() {
        return meetingTime;
    }

    public String key() {
        return course.code() + "/" + number;
    }

    public boolean isFull() {
        return enrolled.size() >= capacity;
    }

    public int seatsLeft() {
        return Math.max(0, capacity - enrolled.size());
    }

    public List<StudentId> enrolled() {
        return List.copyOf(enrolled);
    }

    public List<StudentId> waitlisted() {
        return waitlist.toList();
    }

    /** 1-based waitlist position, or -1. */
    public int waitlistPosition(StudentId id) {
        return waitlist.positionOf(id);
    }

    /**
     * Gives the student a seat, or a place on the waitlist when the section is full.
     *
     * @return true if seated, false if waitlisted
     * @throws IllegalStateException if the student is already in the section or the waitlist is full
     */
    public boolean admit(StudentId id) {
        if (enrolled.contains(id) || waitlist.contains(id)) {
            throw new IllegalStateException(id + " is already in " + key());
        }
        if (!isFull()) {
            enrolled.add(id);
            return true;
        }
        if (!waitlist.offer(id)) {
            throw new IllegalStateException("the waitlist for " + key() + " is full");
        }
        return false;
    }

    /** Frees a seated student's seat and gives it to the head of the waitlist, who is returned. */
    public Optional<StudentId> release(StudentId id) {
        if (!enrolled.remove(id)) {
            throw new IllegalStateException(id + " has no seat in " + key());
        }
        Optional<StudentId> next = waitlist.poll();
        next.ifPresent(enrolled::add);
        return next;
    }

    public boolean leaveWaitlist(StudentId id) {
        return waitlist.remove(id);
    }

    void demote(StudentId id) {
        if (!enrolled.remove(id)) {
            throw new IllegalStateException(id + " has no seat in " + key());
        }
        waitlist.restore(0, id);
    }

    void reseat(StudentId id) {
        if (isFull()) {
            throw new IllegalStateException(key() + " is full");
        }
        enrolled.add(id);
    }

    void rejoinWaitlist(int index, StudentId id) {
        waitlist.restore(index, id);
    }
}
