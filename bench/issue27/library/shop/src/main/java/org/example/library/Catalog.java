package org.example.library;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The books the library owns and how many copies of each. Changes to the copy counts
 * ({@link #addCopies}, {@link #withdrawCopy}) can be undone, the latest first.
 */
public class Catalog {

    /** How many changes {@link #undo()} can go back. */
    public static final int MAX_UNDO = 20;

    private final Map<Isbn, Book> books = new LinkedHashMap<>();
    private final Map<Isbn, Integer> copies = new HashMap<>();
    private final Deque<Map<Isbn, Integer>> history = new ArrayDeque<>();

    /** Adds a new title with its initial number of copies (not undoable). */
    public void addBook(Book book, int initialCopies) {
        Objects.requireNonNull(book, "book");
        if (books.containsKey(book.isbn())) {
            throw new IllegalArgumentException("already in the catalogue: " + book.isbn());
        }
        if (initialCopies < 0) {
            throw new IllegalArgumentException("copies must not be negative: " + initialCopies);
        }
        books.put(book.isbn(), book);
        copies.put(book.isbn(), initialCopies);
    }

    /** Adds copies of a known title. */
    public void addCopies(Isbn isbn, int count) {
        requireKnown(isbn);
        if (count <= 0) {
            throw new IllegalArgumentException("count must be positive: " + count);
        }
        remember();
        copies.merge(isbn, count, Integer::sum);
    }

    /** Takes one copy of a title out of circulation. */
    public void withdrawCopy(Isbn isbn) {
        requireKnown(isbn);
        int current = copies(isbn);
        if (current == 0) {
            throw new IllegalStateException("no copies left of " + isbn);
        }
        remember();
        copies.put(isbn, current - 1);
    }

    /** Reverts the most recent change to the copy counts. */
    public void undo() {
        if (history.isEmpty()) {
            throw new IllegalStateException("nothing to undo");
        }
        Map<Isbn, Integer> previous = history.pop();
        copies.clear();
        copies.putAll(previous);
    }

    public boolean canUndo() {
        return !history.isEmpty();
    }

    private void remember() {
        history.push(new HashMap<>(copies));
        if (history.size() > MAX_UNDO) {
            history.removeLast();
        }
    }

    private void requireKnown(Isbn isbn) {
        if (!books.containsKey(Objects.requireNonNull(isbn, "isbn"))) {
            throw new IllegalArgumentException("not in the catalogue: " + isbn);
        }
    }

    /** The number of copies owned (0 for unknown titles). */
    public int copies(Isbn isbn) {
        return copies.getOrDefault(isbn, 0);
    }

    public Optional<Book> findByIsbn(Isbn isbn) {
        return Optional.ofNullable(books.get(isbn));
    }

    /** The first book whose ISBN matches the text as typed, or else whose title contains it. */
    public Optional<Book> findByText(String text) {
        for (Book book : books.values()) {
            if (book.isbn().matches(text)) {
                return Optional.of(book);
            }
        }
        return books.values().stream().filter(b -> b.titleContains(text)).findFirst();
    }

    public List<Book> search(Predicate<? super Book> filter) {
        return books.values().stream().filter(filter).toList();
    }

    public List<Book> sorted(Comparator<? super Book> order) {
        List<Book> result = new ArrayList<>(books.values());
        result.sort(order);
        return result;
    }

    /** The {@code n} most recently published books, newest first; ties by title. */
    public List<Book> newest(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative: " + n);
        }
        Comparator<Book> byYear = Comparator.comparingInt(Book::year).reversed();
        return books.values().stream().sorted(byYear.thenComparing(Book::title)).limit(n).toList();
    }

    public int size() {
        return books.size();
    }
}
