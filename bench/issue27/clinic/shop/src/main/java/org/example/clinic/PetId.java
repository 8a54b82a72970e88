package org.example.clinic;

import java.util.Locale;

/**
 * Short, human-friendly identifier of a pet, such as {@code rex} or {@code mittens-2}.
 *
 * <p>Identifiers are case-insensitive: the compact constructor strips surrounding blanks and
 * lower-cases the value, so {@code new PetId(" Rex ")} equals {@code new PetId("rex")}.
 * A valid identifier starts with a letter, contains only the letters {@code a-z}, the digits
 * {@code 0-9} and hyphens, and is at most {@value #MAX_LENGTH} characters long.
 *
 * @param value the normalised identifier
 */
public record PetId(String value) {

    /** Maximum number of characters in an identifier. */
    public static final int MAX_LENGTH = 20;

    /**
     * Validates and normalises the identifier.
     *
     * @throws IllegalArgumentException if the value is null, blank, too long or contains
     *                                  characters other than letters, digits and hyphens
     */
    public PetId {
        if (value == null) {
            throw new IllegalArgumentException("pet id must not be null");
        }
        value = value.strip().toLowerCase(Locale.ROOT);
        if (value.isEmpty()) {
            throw new IllegalArgumentException("pet id must not be blank");
        }
        if (value.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("pet id longer than " + MAX_LENGTH + " characters: " + value);
        }
        if (!isLetter(value.charAt(0))) {
            throw new IllegalArgumentException("pet id must start with a letter: " + value);
        }
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '-') {
                throw new IllegalArgumentException("invalid character '" + c + "' in pet id: " + value);
            }
        }
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z';
    }

    @Override
    public String toString() {
        return value;
    }
}
