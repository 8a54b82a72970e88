package objs;

import java.util.ArrayDeque;
import java.util.Deque;

// A void method's effect is asserted through the queries that cannot change
// the object (size(), peek()), never through pop() or the identity-based
// hashCode() and toString().
public class History {
    private final Deque<String> entries = new ArrayDeque<>();

    public void record(String entry) {
        if (entry.isBlank()) {
            throw new IllegalArgumentException("blank");
        }
        entries.push(entry.trim());
    }

    public String pop() {
        return entries.isEmpty() ? null : entries.pop();
    }

    public int size() {
        return entries.size();
    }

    public String peek() {
        return entries.peek();
    }
}
