package org.example.registrar;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A first-come first-served queue with a fixed capacity that holds each item at most once. */
public final class Waitlist<T> {

    private final ArrayDeque<T> queue = new ArrayDeque<>();
    private final int capacity;

    public Waitlist(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must not be negative: " + capacity);
        }
        this.capacity = capacity;
    }

    /** Adds the item at the back; false if the list is full or already holds it. */
    public boolean offer(T item) {
        Objects.requireNonNull(item, "item");
        if (queue.size() >= capacity || queue.contains(item)) {
            return false;
        }
        queue.addLast(item);
        return true;
    }

    public Optional<T> poll() {
        return Optional.ofNullable(queue.pollFirst());
    }

    public boolean remove(T item) {
        return queue.remove(item);
    }

    public boolean contains(T item) {
        return queue.contains(item);
    }

    /** 1-based position of the item, or -1 if it is not waiting. */
    public int positionOf(T item) {
        int position = 1;
        for (T t : queue) {
            if (t.equals(item)) {
                return position;
            }
            position++;
        }
        return -1;
    }

    /** Puts an item back at a 0-based index, e.g. when an operation is undone; ignores the capacity. */
    void restore(int index, T item) {
        if (index < 0 || index > queue.size()) {
            throw new IndexOutOfBoundsException(index);
        }
        List<T> items = new ArrayList<>(queue);
        items.add(index, item);
        queue.clear();
        queue.addAll(items);
    }

    public int size() {
        return queue.size();
    }

    public List<T> toList() {
        return List.copyOf(queue);
    }
}
