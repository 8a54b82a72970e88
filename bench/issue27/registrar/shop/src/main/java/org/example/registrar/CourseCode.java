package org.example.registrar;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/** A course code such as {@code CS101}: a department of 2 to 4 capital letters and a number from 100 to 999. */
public record CourseCode(String value) implements Comparable<CourseCode> {

    private static final Pattern FORMAT = Pattern.compile("[A-Z]{2,4}[1-9][0-9]{2}");

    public CourseCode {
        Objects.requireNonNull(value, "value");
        if (!FORMAT.matcher(value).matches()) {
            throw new IllegalArgumentException("not a course code: " + value);
        }
    }

    /** Lenient parsing of user input: surrounding blanks and lower case are accepted. */
    public static CourseCode parse(String text) {
        return new CourseCode(text.trim().toUpperCase(Locale.ROOT));
    }

    public String department() {
        return value.substring(0, value.length() - 3);
    }

    public boolean isInDepartment(String dept) {
        return department().equals(dept);
    }

    @Override
    public int compareTo(CourseCode other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
