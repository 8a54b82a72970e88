package org.example.registrar;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/** A student's graded attempts. When a course is retaken only the latest attempt counts. */
public final class Transcript {

    public record Entry(CourseCode course, Term term, LetterGrade grade, int credits) {
        public Entry {
            Objects.requireNonNull(course, "course");
            Objects.requireNonNull(term, "term");
            Objects.requireNonNull(grade, "grade");
            if (credits <= 0) {
                throw new IllegalArgumentException("credits must be positive: " + credits);
            }
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    public void add(Entry entry) {
        Objects.requireNonNull(entry, "entry");
        boolean duplicate = entries.stream()
                .anyMatch(e -> e.course().equals(entry.course()) && e.term().equals(entry.term()));
        if (duplicate) {
            throw new IllegalArgumentException(entry.course() + " already graded for " + entry.term());
        }
        entries.add(entry);
    }

    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    public int size() {
        return entries.size();
    }

    public Optional<Entry> latestAttempt(CourseCode course) {
        return entries.stream()
                .filter(e -> e.course().equals(course))
                .max(Comparator.comparing(Entry::term));
    }

    public Optional<LetterGrade> latestGrade(CourseCode course) {
        return latestAttempt(course).map(Entry::grade);
    }

    public boolean hasPassed(CourseCode course, LetterGrade minimum) {
        return latestGrade(course).map(g -> g.atLeast(minimum)).orElse(false);
    }

    private Collection<Entry> latestAttempts() {
        Map<CourseCode, Entry> latest = new HashMap<>();
        for (Entry e : entries) {
            latest.merge(e.course(), e, (a, b) -> a.term().compareTo(b.term()) >= 0 ? a : b);
        }
        return latest.values();
    }

    public int creditsEarned(Predicate<CourseCode> courses) {
        return latestAttempts().stream()
                .filter(e -> e.grade().earnsCredit() && courses.test(e.course()))
                .mapToInt(Entry::credits)
                .sum();
    }

    public int creditsEarned() {
        return creditsEarned(c -> true);
    }

    /** Credit-weighted grade point average over the latest attempts, 0.0 when nothing counts yet. */
    public double gpa() {
        double points = 0;
        int credits = 0;
        for (Entry e : latestAttempts()) {
            if (e.grade().countsTowardGpa()) {
                points += e.grade().points() * e.credits();
                credits += e.credits();
            }
        }
        return credits == 0 ? 0.0 : points / credits;
    }
}
