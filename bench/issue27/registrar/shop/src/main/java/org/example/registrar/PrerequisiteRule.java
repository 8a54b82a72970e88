package org.example.registrar;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** What a student's transcript must show before they may enrol in a course. */
public sealed interface PrerequisiteRule
        permits PrerequisiteRule.None, PrerequisiteRule.Completed, PrerequisiteRule.DepartmentCredits,
                PrerequisiteRule.AllOf {

    boolean isSatisfiedBy(Transcript transcript);

    String describe();

    /** Descriptions of the parts of this rule the transcript does not meet; empty when satisfied. */
    default List<String> unmet(Transcript transcript) {
        return isSatisfiedBy(transcript) ? List.of() : List.of(describe());
    }

    default PrerequisiteRule and(PrerequisiteRule other) {
        Objects.requireNonNull(other, "other");
        if (this instanceof None) {
            return other;
        }
        if (other instanceof None) {
            return this;
        }
        return new AllOf(List.of(this, other));
    }

    static PrerequisiteRule none() {
        return new None();
    }

    record None() implements PrerequisiteRule {
        @Override
        public boolean isSatisfiedBy(Transcript transcript) {
            return true;
        }

        @Override
        public String describe() {
            return "none";
        }
    }

    record Completed(CourseCode course, LetterGrade minimum) implements PrerequisiteRule {
        public Completed {
            Objects.requireNonNull(course, "course");
            Objects.requireNonNull(minimum, "minimum");
            if (!minimum.isPassing()) {
                throw new IllegalArgumentException("minimum grade must be a passing grade: " + minimum);
            }
        }

        @Override
        public boolean isSatisfiedBy(Transcript transcript) {
            return transcript.hasPassed(course, minimum);
        }

        @Override
        public String describe() {
            return course + " with " + minimum.symbol() + " or better";
        }
    }

    record DepartmentCredits(String department, int credits) implements PrerequisiteRule {
        public DepartmentCredits {
            Objects.requireNonNull(department, "department");
            if (department.isBlank() || credits <= 0) {
                throw new IllegalArgumentException("need a department and a positive number of credits");
            }
        }

        @Override
        public boolean isSatisfiedBy(Transcript transcript) {
            return transcript.creditsEarned(code -> code.isInDepartment(department)) >= credits;
        }

        @Override
        public String describe() {
            return credits + " credits in " + department;
        }
    }

    record AllOf(List<PrerequisiteRule> rules) implements PrerequisiteRule {
        public AllOf {
            rules = List.copyOf(rules);
            if (rules.isEmpty()) {
                throw new IllegalArgumentException("AllOf needs at least one rule");
            }
        }

        @Override
        public boolean isSatisfiedBy(Transcript transcript) {
            return rules.stream().allMatch(r -> r.isSatisfiedBy(transcript));
        }

        @Override
        public String describe() {
            return rules.stream().map(PrerequisiteRule::describe).collect(Collectors.joining(" and "));
        }

        @Override
        public List<String> unmet(Transcript transcript) {
            return rules.stream().flatMap(r -> r.unmet(transcript).stream()).toList();
        }
    }
}
