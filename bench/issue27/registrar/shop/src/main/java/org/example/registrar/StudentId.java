package org.example.registrar;

import java.util.Objects;

/**
 * A student number such as {@code S1234561}: the letter S, six serial digits and a check digit,
 * which is the sum of the serial digits weighted 1 to 6, modulo 10.
 */
public record StudentId(String value) implements Comparable<StudentId> {

    private static final int SERIAL_DIGITS = 6;

    public StudentId {
        Objects.requireNonNull(value, "value");
        if (value.length() != SERIAL_DIGITS + 2 || value.charAt(0) != 'S') {
            throw new IllegalArgumentException("student id must be S and 7 digits: " + value);
        }
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("student id must be S and 7 digits: " + value);
            }
        }
        if (value.charAt(SERIAL_DIGITS + 1) - '0' != checkDigit(value.substring(1, SERIAL_DIGITS + 1))) {
            throw new IllegalArgumentException("wrong check digit in student id " + value);
        }
    }

    /** The id for a serial number between 0 and 999999, with its check digit appended. */
    public static StudentId of(int serial) {
        if (serial < 0 || serial > 999_999) {
            throw new IllegalArgumentException("serial out of range: " + serial);
        }
        String digits = String.format("%06d", serial);
        return new StudentId("S" + digits + checkDigit(digits));
    }

    static int checkDigit(String serialDigits) {
        int sum = 0;
        for (int i = 0; i < serialDigits.length(); i++) {
            sum += (i + 1) * (serialDigits.charAt(i) - '0');
        }
        return sum % 10;
    }

    @Override
    public int compareTo(StudentId other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
