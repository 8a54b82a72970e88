package eng;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;

// A bounded undo history: with room for one entry, two records keep the
// second; only a capacity of two or more tells the newest from the oldest.
public class Undo<T> {
    private final Deque<T> entries = new ArrayDeque<>();
    private final int capacity;

    public Undo(int capacity) {
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

    public Optional<T> undo() {
        return Optional.ofNullable(entries.pollFirst());
    }
}
