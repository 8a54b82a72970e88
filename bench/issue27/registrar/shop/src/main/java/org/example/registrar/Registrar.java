package org.example.registrar;

import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.Comparator;

/** Enrolments for one term: students, courses, sections, seats, waitlists and grades. */
public final class Registrar {

    public static final int DEFAULT_MAX_CREDITS = 18;

    private enum ActionKind { ENROL, DROP }

    /** An undoable action; for a drop, who was promoted into the seat and the dropped waitlist index. */
    private record Action(ActionKind kind, Enrolment enrolment, StudentId promoted, int waitlistIndex) { }

    private final Term term;
    private final int maxCredits;
    private final Map<StudentId, Student> students = new HashMap<>();
    private final Map<CourseCode, Course> courses = new TreeMap<>();
    private final Map<String, Section> sections = new TreeMap<>();
    private final List<Enrolment> enrolments = new ArrayList<>();
    private final Map<StudentId, Integer> creditLoad = new HashMap<>();
    private final Deque<Action> history = new ArrayDeque<>();

    public Registrar(Term term) {
        this(term, DEFAULT_MAX_CREDITS);
    }

    public Registrar(Term term, int maxCredits) {
        this.term = Objects.requireNonNull(term, "term");
        if (maxCredits < Course.MAX_CREDITS) {
            throw new IllegalArgumentException("credit limit too low: " + maxCredits);
        }
        this.maxCredits = maxCredits;
    }

    public Term term() {
        return term;
    }

    public void addStudent(Student student) {
        if (students.putIfAbsent(student.id(), student) != null) {
            throw new IllegalArgumentException("duplicate student " + student.id());
        }
    }

    public void addCourse(Course course) {
        if (courses.putIfAbsent(course.code(), course) != null) {
            throw new IllegalArgumentException("duplicate course " + course.code());
        }
    }

    public Section addSection(CourseCode code, int number, int capacity, int waitlistCapacity, MeetingTime time)
            throws RegistrarException {
        Course course = findCourse(code).orElseThrow(() -> new RegistrarException("unknown course " + code));
        Section section = new Section(course, number, capacity, waitlistCapacity, time);
        if (sections.putIfAbsent(section.key(), section) != null) {
            throw new RegistrarException("section " + section.key() + " already exists");
        }
        return section;
    }

    public Optional<Student> findStudent(StudentId id) {
        return Optional.ofNullable(students.get(id));
    }

    public Optional<Course> findCourse(CourseCode code) {
        return Optional.ofNullable(courses.get(code));
    }

    public Optional<Section> findSection(CourseCode code, int number) {
        return Optional.ofNullable(sections.get(code + "/" + number));
    }

    /** Seats the student in the section, or waitlists them when it is full. */
    public Enrolment enrol(StudentId id, CourseCode code, int sectionNumber, LocalDate date)
            throws RegistrarException {
        Student student = requireStudent(id);
        Section section = findSection(code, sectionNumber)
                .orElseThrow(() -> new RegistrarException("no section " + code + "/" + sectionNumber));
        if (!term.isEnrolmentOpen(date)) {
            throw new RegistrarException("enrolment for " + term + " is not open on " + date);
        }
        if (activeEnrolment(id, code).isPresent()) {
            throw new RegistrarException(id + " is already enrolled or waitlisted in " + code);
        }
        Course course = section.course();
        List<String> unmet = course.prerequisites().unmet(student.transcript());
        if (!unmet.isEmpty()) {
            throw new RegistrarException(id + " lacks prerequisites for " + code + ": " + String.join(", ", unmet));
        }
        for (Enrolment other : enrolmentsOf(id)) {
            if (other.status() == Enrolment.Status.ENROLLED
                    && other.section().meetingTime().overlaps(section.meetingTime())) {
                throw new RegistrarException(section.key() + " clashes with " + other.section().key());
            }
        }
        if (creditLoad(id) + course.credits() > maxCredits) {
            throw new RegistrarException(id + " would exceed " + maxCredits + " credits");
        }
        boolean seated;
        try {
            seated = section.admit(id);
        } catch (IllegalStateException e) {
            throw new RegistrarException(e.getMessage(), e);
        }
        Enrolment enrolment = new Enrolment(id, section, date,
                seated ? Enrolment.Status.ENROLLED : Enrolment.Status.WAITLISTED);
        enrolments.add(enrolment);
        if (seated) {
            adjustLoad(id, course.credits());
        }
        history.push(new Action(ActionKind.ENROL, enrolment, null, -1));
        return enrolment;
    }

    /** Drops a seat or waitlist place; returns the student promoted from the waitlist into the seat, if any. */
    public Optional<StudentId> drop(StudentId id, CourseCode code, LocalDate date) throws RegistrarException {
        requireStudent(id);
        if (date.isAfter(term.end())) {
            throw new RegistrarException(term + " ended on " + term.end());
        }
        Enrolment enrolment = activeEnrolment(id, code)
                .orElseThrow(() -> new RegistrarException(id + " is not enrolled in " + code));
        Section section = enrolment.section();
        int credits = enrolment.credits();
        Optional<StudentId> promoted = Optional.empty();
        int waitlistIndex = -1;
        if (enrolment.status() == Enrolment.Status.ENROLLED) {
            promoted = section.release(id);
            adjustLoad(id, -credits);
            promoted.ifPresent(p -> {
                activeIn(p, section).setStatus(Enrolment.Status.ENROLLED);
                adjustLoad(p, credits);
            });
        } else {
            waitlistIndex = section.waitlistPosition(id) - 1;
            section.leaveWaitlist(id);
        }
        enrolment.setStatus(Enrolment.Status.DROPPED);
        history.push(new Action(ActionKind.DROP, enrolment, promoted.orElse(null), waitlistIndex));
        return promoted;
    }

    /** Reverts the most recent enrol or drop; false if there is nothing to undo. */
    public boolean undoLast() {
        Action action = history.poll();
        if (action == null) {
            return false;
        }
        Enrolment enrolment = action.enrolment();
        Section section = enrolment.section();
        StudentId id = enrolment.student();
        switch (action.kind()) {
            case ENROL -> {
                if (enrolment.status() == Enrolment.Status.ENROLLED) {
                    section.release(id);
                    adjustLoad(id, -enrolment.credits());
                } else {
                    section.leaveWaitlist(id);
                }
                enrolments.remove(enrolment);
            }
            case DROP -> {
                if (action.waitlistIndex() >= 0) {
                    section.rejoinWaitlist(action.waitlistIndex(), id);
                    enrolment.setStatus(Enrolment.Status.WAITLISTED);
                } else {
                    if (action.promoted() != null) {
                        section.demote(action.promoted());
                        activeIn(action.promoted(), section).setStatus(Enrolment.Status.WAITLISTED);
                        adjustLoad(action.promoted(), -enrolment.credits());
                    }
                    section.reseat(id);
                    enrolment.setStatus(Enrolment.Status.ENROLLED);
                    adjustLoad(id, enrolment.credits());
                }
            }
        }
        return true;
    }

    /** Completes a seated enrolment with a final grade. Grades are final: the undo history is cleared. */
    public void recordGrade(StudentId id, CourseCode code, LetterGrade grade) throws RegistrarException {
        Student student = requireStudent(id);
        Enrolment enrolment = activeEnrolment(id, code)
                .filter(e -> e.status() == Enrolment.Status.ENROLLED)
                .orElseThrow(() -> new RegistrarException(id + " has no seat in " + code));
        student.transcript().add(new Transcript.Entry(code, term, grade, enrolment.credits()));
        enrolment.setStatus(Enrolment.Status.COMPLETED);
        adjustLoad(id, -enrolment.credits());
        history.clear();
    }

    /** Credits of the sections the student currently has a seat in. */
    public int creditLoad(StudentId id) {
        return creditLoad.getOrDefault(id, 0);
    }

    public Optional<Enrolment> activeEnrolment(StudentId id, CourseCode code) {
        return enrolments.stream()
                .filter(e -> e.student().equals(id) && e.course().equals(code) && e.status().isActive())
                .findFirst();
    }

    public List<Enrolment> enrolmentsOf(StudentId id) {
        return enrolments.stream().filter(e -> e.student().equals(id) && e.status().isActive()).toList();
    }

    public List<Student> findStudents(Predicate<? super Student> filter) {
        return students.values().stream().filter(filter).sorted(Comparator.comparing(Student::id)).toList();
    }

    public List<Section> sections(Comparator<? super Section> order) {
        return sections.values().stream().sorted(order).toList();
    }

    /** The n graded students with the highest GPA, ties broken by id. */
    public List<Student> topStudents(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative: " + n);
        }
        return students.values().stream()
                .filter(s -> s.transcript().size() > 0)
                .sorted((a, b) -> {
                    int byGpa = Double.compare(b.gpa(), a.gpa());
                    return byGpa != 0 ? byGpa : a.id().compareTo(b.id());
                })
                .limit(n)
                .toList();
    }

    public <R> List<R> roster(CourseCode code, int number, Function<? super Student, ? extends R> format)
            throws RegistrarException {
        Section section = findSection(code, number)
                .orElseThrow(() -> new RegistrarException("no section " + code + "/" + number));
        return section.enrolled().stream().map(students::get).<R>map(format).toList();
    }

    private Student requireStudent(StudentId id) throws RegistrarException {
        return findStudent(id).orElseThrow(() -> new RegistrarException("unknown student " + id));
    }

    private Enrolment activeIn(StudentId id, Section section) {
        return enrolments.stream()
                .filter(e -> e.student().equals(id) && e.section() == section && e.status().isActive())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no enrolment of " + id + " in " + section.key()));
    }

    private void adjustLoad(StudentId id, int delta) {
        creditLoad.merge(id, delta, Integer::sum);
    }
}
