package org.example.library;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A first-come, first-served queue of limited size in which every entry appears at most once.
 *
 * @param <T> the type of the waiting entries
 */
public class Waitlist<T> {

    private final Deque<T> queue = new ArrayDeque<>();
    private final int capacity;

    public Waitlist(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    /** Adds the entry at the end; returns false if it is already waiting or the list is full. */
    public boolean join(T entry) {
        Objects.requireNonNull(entry, "entry");
        if (queue.contains(entry) || queue.size() >= capacity) {
            return false;
        }
        queue.addLast(entry);
        return true;
    }

    /** The entry whose turn is next, without removing it. */
    public Optional<T> peekNext() {
        return Optional.ofNullable(queue.peekFirst());
    }

    /** Removes and returns the entry whose turn is next. */
    public Optional<T> next() {
        return Optional.ofNullable(queue.pollFirst());
    }

    /** The 1-based position of the entry, or -1 if it is not waiting. */
    public int position(T entry) {
        int position = 1;
        for (T waiting : queue) {
            if (waiting.equals(entry)) {
                return position;
            }
            position++;
        }
        return -1;
    }

    /** Takes the entry off the list; returns whether it was waiting. */
    public boolean leave(T entry) {
        return queue.remove(entry);
    }

    /** Removes every entry the filter accepts and returns how many were removed. */
    public int removeIf(Predicate<? super T> filter) {
        Objects.requireNonNull(filter, "filter");
        int before = queue.size();
        queue.removeIf(filter);
        return before - queue.size();
    }

    /** The entries in order, mapped by the function. */
    public <R> List<R> map(Function<? super T, ? extends R> mapper) {
        List<R> result = new ArrayList<>(queue.size());
        for (T entry : queue) {
            result.add(mapper.apply(entry));
        }
        return result;
    }

    /** A copy of the entries, next first. */
    public List<T> toList() {
        return List.copyOf(queue);
    }

    public int size() {
        return queue.size();
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    public int capacity() {
        return capacity;
    }
}
