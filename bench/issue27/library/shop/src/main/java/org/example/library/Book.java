package org.example.library;

import java.util.Locale;
import java.util.Objects;

/**
 * A title in the catalogue. Physical copies are counted by the {@link Catalog}.
 *
 * @param isbn   the book's ISBN
 * @param title  the title, stripped
 * @param author the author, stripped
 * @param year   the year of publication
 * @param pages  the number of pages
 */
public record Book(Isbn isbn, String title, String author, int year, int pages) {

    /** The earliest year accepted (Gutenberg). */
    public static final int FIRST_YEAR = 1450;
    /** The latest year accepted. */
    public static final int LAST_YEAR = 2100;

    /** Rejects a missing ISBN, a blank title or author, a year out of range and a non-positive page count. */
    public Book {
        Objects.requireNonNull(isbn, "isbn");
        title = requireText(title, "title");
        author = requireText(author, "author");
        if (year < FIRST_YEAR || year > LAST_YEAR) {
            throw new IllegalArgumentException("year out of range: " + year);
        }
        if (pages <= 0) {
            throw new IllegalArgumentException("pages must be positive: " + pages);
        }
    }

    private static String requireText(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(what + " must not be blank");
        }
        return text.strip();
    }

    /** Whether this book was written by the given author (case-insensitive). */
    public boolean isByAuthor(String name) {
        return name != null && author.equalsIgnoreCase(name.strip());
    }

    /** Whether the title contains the word (case-insensitive); a blank word matches nothing. */
    public boolean titleContains(String word) {
        if (word == null || word.isBlank()) {
            return false;
        }
        return title.toLowerCase(Locale.ROOT).contains(word.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether this is a long read (more than 500 pages). */
    public boolean isLong() {
        return pages > 500;
    }

    /** A short label such as {@code "Effective Java (Joshua Bloch, 2018)"}. */
    public String label() {
        return title + " (" + author + ", " + year + ")";
    }
}
