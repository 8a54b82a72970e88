package org.example.rental;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A bounded undo history. When full, the oldest entry is forgotten.
 *
 * @param <T> the kind of entry remembered
 */
public class History<T> {

    private final Deque<T> entries = new ArrayDeque<>();
    private final int capacity;

    public History(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    public void record(T entry) {
        Objects.requireNonNull(entry, "entry");
        entries.addFirst(entry);
        if (entries.size() > capacity) {
            entries.removeLast();
        }
    }

    /** Removes and returns the most recent entry. */
    public Optional<T> undo() {
        return Optional.ofNullable(entries.pollFirst());
    }

    public Optional<T> peek() {
        return Optional.ofNullable(entries.peekFirst());
    }

    public int size() {
        return entries.size();
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public int capacity() {
        return capacity;
    }

    public void clear() {
        entries.clear();
    }

    /** A snapshot of the entries, most recent first. */
    public List<T> newestFirst() {
        return List.copyOf(entries);
    }
}
