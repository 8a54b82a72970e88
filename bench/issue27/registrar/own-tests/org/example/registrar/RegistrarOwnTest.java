package org.example.registrar;

import static org.junit.jupiter.api.Assertions.*;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RegistrarOwnTest {

    static final Term FALL = new Term(2024, Term.Season.FALL);
    static final LocalDate DAY = LocalDate.of(2024, 8, 20);
    static final CourseCode CS101 = new CourseCode("CS101");
    static final CourseCode CS201 = new CourseCode("CS201");
    static final CourseCode MA101 = new CourseCode("MA101");

    Registrar reg;
    StudentId ann, bob, cat;

    @BeforeEach
    void setUp() throws RegistrarException {
        reg = new Registrar(FALL);
        ann = StudentId.of(123456);
        bob = StudentId.of(1);
        cat = StudentId.of(42);
        reg.addStudent(new Student(ann, "Ann", "CS", 1));
        reg.addStudent(new Student(bob, "Bob", "CS", 2));
        reg.addStudent(new Student(cat, "Cat", "MATH", 1));
        reg.addCourse(new Course(CS101, "Intro", 3));
        reg.addCourse(new Course(CS201, "Data structures", 4, new PrerequisiteRule.Completed(CS101, LetterGrade.C)));
        reg.addCourse(new Course(MA101, "Calculus", 3));
        reg.addSection(CS101, 1, 1, 5, MeetingTime.of(LocalTime.of(9, 0), 90, DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY));
        reg.addSection(CS201, 1, 30, 5, MeetingTime.of(LocalTime.of(13, 0), 60, DayOfWeek.TUESDAY));
        reg.addSection(MA101, 1, 30, 5, MeetingTime.of(LocalTime.of(9, 30), 60, DayOfWeek.FRIDAY));
    }

    @Test
    void sanity() throws RegistrarException {
        assertEquals("S1234561", ann.value());
        assertThrows(IllegalArgumentException.class, () -> new StudentId("S1234562"));
        CommandParser parser = new CommandParser(reg, () -> DAY);
        assertEquals("enrolled S1234561 in CS101/1", parser.execute("enrol student=S1234561 course=cs101 section=1"));
        assertTrue(parser.execute("enroll student=s0000016 course=CS101 section=1").startsWith("waitlisted"));
        assertThrows(RegistrarException.class, () -> parser.execute("enrol student=S1234561 colour=red"));
        assertThrows(RegistrarException.class, () -> parser.execute("enrol student=S1234561 course=MA101 section=x"));
        assertEquals("dropped S1234561 from CS101; S0000016 gets the seat", parser.execute("drop student=S1234561 course=CS101"));
        assertEquals("undone", parser.execute("undo"));
        assertEquals(List.of(ann), reg.findSection(CS101, 1).orElseThrow().enrolled());
        assertEquals(List.of(bob), reg.findSection(CS101, 1).orElseThrow().waitlisted());
        assertEquals(0, reg.creditLoad(bob));
    }

    @Test
    void bug1_gpaIsCreditWeighted() {
        Transcript t = new Transcript();
        t.add(new Transcript.Entry(CS101, FALL, LetterGrade.A, 3));
        t.add(new Transcript.Entry(MA101, FALL, LetterGrade.C, 1));
        assertEquals(3.5, t.gpa(), 1e-9);
    }

    @Test
    void bug2_capacityOneWaitlistsSecondStudent() throws RegistrarException {
        assertEquals(Enrolment.Status.ENROLLED, reg.enrol(ann, CS101, 1, DAY).status());
        assertEquals(Enrolment.Status.WAITLISTED, reg.enrol(bob, CS101, 1, DAY).status());
        assertEquals(1, reg.findSection(CS101, 1).orElseThrow().enrolled().size());
    }

    @Test
    void bug3_departmentMatch() {
        assertTrue(new CourseCode("CS101").isInDepartment("CS"));
        Transcript t = new Transcript();
        t.add(new Transcript.Entry(CS101, FALL, LetterGrade.B, 3));
        assertTrue(new PrerequisiteRule.DepartmentCredits("CS", 3).isSatisfiedBy(t));
    }

    @Test
    void bug4_prerequisiteEnforced() {
        assertThrows(RegistrarException.class, () -> reg.enrol(ann, CS201, 1, DAY));
        assertEquals(0, reg.creditLoad(ann));
    }

    @Test
    void bug5_undoDropRestoresCreditLoad() throws RegistrarException {
        reg.enrol(ann, MA101, 1, DAY);
        reg.drop(ann, MA101, DAY);
        assertEquals(0, reg.creditLoad(ann));
        assertTrue(reg.undoLast());
        assertEquals(Enrolment.Status.ENROLLED, reg.activeEnrolment(ann, MA101).orElseThrow().status());
        assertEquals(3, reg.creditLoad(ann));
    }

    @Test
    void bug6_passDoesNotMeetMinimumAboveC() {
        assertTrue(LetterGrade.P.atLeast(LetterGrade.C));
        assertFalse(LetterGrade.P.atLeast(LetterGrade.B));
    }

    @Test
    void bug7_topStudentsHighestGpaFirst() throws RegistrarException {
        reg.enrol(ann, MA101, 1, DAY);
        reg.enrol(bob, MA101, 1, DAY);
        reg.recordGrade(ann, MA101, LetterGrade.C);
        reg.recordGrade(bob, MA101, LetterGrade.A);
        assertEquals(List.of(bob), reg.topStudents(1).stream().map(Student::id).toList());
        assertEquals(Optional.of(LetterGrade.A), reg.findStudent(bob).orElseThrow().transcript().latestGrade(MA101));
    }

    @Test
    void bug8_deadlineDayIsInclusive() throws RegistrarException {
        LocalDate deadline = FALL.enrolmentDeadline();
        assertEquals(LocalDate.of(2024, 9, 9), deadline);
        assertTrue(FALL.isEnrolmentOpen(deadline));
        assertFalse(FALL.isEnrolmentOpen(deadline.plusDays(1)));
        assertEquals(Enrolment.Status.ENROLLED, reg.enrol(cat, MA101, 1, deadline).status());
    }
}
