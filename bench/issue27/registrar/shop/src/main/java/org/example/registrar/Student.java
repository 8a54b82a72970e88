package org.example.registrar;

import java.util.Objects;

public final class Student {

    public static final int MAX_YEAR = 6;

    private final StudentId id;
    private final String name;
    private final String program;
    private final int yearOfStudy;
    private final Transcript transcript = new Transcript();

    public Student(StudentId id, String name, String program, int yearOfStudy) {
        this.id = Objects.requireNonNull(id, "id");
        this.name = Objects.requireNonNull(name, "name").strip();
        this.program = Objects.requireNonNull(program, "program");
        if (this.name.isEmpty()) {
            throw new IllegalArgumentException("student name is blank");
        }
        if (yearOfStudy < 1 || yearOfStudy > MAX_YEAR) {
            throw new IllegalArgumentException("year of study must be 1 to " + MAX_YEAR + ": " + yearOfStudy);
        }
        this.yearOfStudy = yearOfStudy;
    }

    public StudentId id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String program() {
        return program;
    }

    public int yearOfStudy() {
        return yearOfStudy;
    }

    public Transcript transcript() {
        return transcript;
    }

    public double gpa() {
        return transcript.gpa();
    }

    @Override
    public String toString() {
        return name + " (" + id + ")";
    }
}
