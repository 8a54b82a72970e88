package eng;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A receiver whose methods need other calls first: `book` finds the slots
// `open` fills, and `open` the items `add` fills; `undo` takes back what
// `book` or `release` pushed. Which fields each reads and fills (field_effects.h), and
// the setup calls chosen from them (class_methods.h).
public class Registry {
    private final Map<String, Integer> items = new HashMap<>();
    private final Map<String, List<Integer>> slots = new TreeMap<>();
    private final Deque<String> history = new ArrayDeque<>();
    private int count;

    public void add(String name, int size) {
        items.put(name, size);
        count++;
    }

    public void open(String name, int slot) {
        if (!items.containsKey(name)) throw new IllegalStateException("no item " + name);
        slots.computeIfAbsent(name, k -> new ArrayList<>()).add(slot);
    }

    public boolean book(String name, int slot) {
        List<Integer> open = lookup(name);
        if (open == null || !open.contains(slot)) return false;
        open.remove(Integer.valueOf(slot));
        history.push(name + "/" + slot);
        return true;
    }

    // Hands a slot back to its item, as an undoable step too: the history
    // has a second call that fills it.
    public boolean release(String name, int slot) {
        List<Integer> open = lookup(name);
        if (open == null) return false;
        history.push(name + "/" + slot);
        return true;
    }

    public boolean undo() {
        String last = history.poll();
        if (last == null) return false;
        int at = last.indexOf('/');
        slots.get(last.substring(0, at)).add(Integer.parseInt(last.substring(at + 1)));
        return true;
    }

    public int count() {
        return count;
    }

    private List<Integer> lookup(String name) {
        return slots.get(name);
    }
}
