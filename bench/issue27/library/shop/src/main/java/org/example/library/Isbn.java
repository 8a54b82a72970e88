package org.example.library;

import java.util.Objects;

/**
 * An ISBN-13, kept as its thirteen digits without separators.
 *
 * @param value the thirteen digits; the last one is the check digit
 */
public record Isbn(String value) {

    /** Number of digits in an ISBN-13. */
    public static final int LENGTH = 13;

    /** Validates the digits, the EAN prefix (978 or 979) and the check digit. */
    public Isbn {
        Objects.requireNonNull(value, "value");
        if (value.isBlank()) {
            throw new IllegalArgumentException("ISBN must not be blank");
        }
        if (value.length() != LENGTH) {
            throw new IllegalArgumentException("ISBN must have " + LENGTH + " digits: " + value);
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("not a digit at position " + (i + 1) + ": " + value);
            }
        }
        if (!value.startsWith("978") && !value.startsWith("979")) {
            throw new IllegalArgumentException("ISBN must start with 978 or 979: " + value);
        }
        if (checkDigit(value.substring(0, LENGTH - 1)) != value.charAt(LENGTH - 1) - '0') {
            throw new IllegalArgumentException("wrong check digit: " + value);
        }
    }

    /** Parses an ISBN as people type it, e.g. {@code "978-0-13-468599-1"} or {@code " 978 0134685991 "}. */
    public static Isbn of(String text) {
        Objects.requireNonNull(text, "text");
        return new Isbn(normalize(text));
    }

    /** Strips the text and drops hyphens and spaces. */
    public static String normalize(String text) {
        StringBuilder digits = new StringBuilder(LENGTH);
        for (char c : text.strip().toCharArray()) {
            if (c != '-' && c != ' ') {
                digits.append(c);
            }
        }
        return digits.toString();
    }

    /** The ISBN-13 check digit for the first twelve digits (weights 1 and 3, alternating). */
    public static int checkDigit(String firstTwelve) {
        if (firstTwelve == null || firstTwelve.length() != LENGTH - 1) {
            throw new IllegalArgumentException("need " + (LENGTH - 1) + " digits: " + firstTwelve);
        }
        int sum = 0;
        for (int i = 0; i < firstTwelve.length(); i++) {
            int digit = firstTwelve.charAt(i) - '0';
            sum += (i % 2 == 0) ? digit : 3 * digit;
        }
        return (10 - sum % 10) % 10;
    }

    /** Whether the typed text denotes this ISBN, ignoring hyphens and spaces. */
    public boolean matches(String text) {
        if (text == null) {
            return false;
        }
        String candidate = normalize(text);
        return candidate.equals(value);
    }

    /** The EAN prefix, {@code "978"} or {@code "979"}. */
    public String prefix() {
        return value.substring(0, 3);
    }

    @Override
    public String toString() {
        return prefix() + "-" + value.substring(3, LENGTH - 1) + "-" + value.charAt(LENGTH - 1);
    }
}
