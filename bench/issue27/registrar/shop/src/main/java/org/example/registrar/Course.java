package org.example.registrar;

import java.util.Objects;

public record Course(CourseCode code, String title, int credits, PrerequisiteRule prerequisites) {

    public static final int MAX_CREDITS = 6;

    public Course {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(title, "title");
        if (title.isBlank()) {
            throw new IllegalArgumentException("course title is blank");
        }
        if (credits < 1 || credits > MAX_CREDITS) {
            throw new IllegalArgumentException("credits must be between 1 and " + MAX_CREDITS + ": " + credits);
        }
        if (prerequisites == null) {
            prerequisites = PrerequisiteRule.none();
        }
    }

    public Course(CourseCode code, String title, int credits) {
        this(code, title, credits, PrerequisiteRule.none());
    }
}
