package eng;

import java.util.ArrayList;
import java.util.List;

// Which methods a receiver's setup may call (class_methods.cpp): those that
// may change its state, not those that only build lists of their own.
public class Ledger {
    private final String currency;
    private final List<String> entries = new ArrayList<>();
    private int total;
    private final int[] recent = new int[4];

    public Ledger(String currency) {
        this.currency = currency;
    }

    // Builds and returns a list of its own: no state of the ledger changes.
    public List<String> parse(String text) {
        List<String> parts = new ArrayList<>();
        for (String part : text.split(",")) {
            parts.add(part + " " + currency);
        }
        return parts;
    }

    // Changes the ledger through the list a field holds.
    public void note(String entry) {
        entries.add(entry);
    }

    // Changes the ledger through another of its methods.
    public void book(int amount) {
        addToTotal(amount);
    }

    private void addToTotal(int amount) {
        total += amount;
    }

    // Calls another of its methods that only reads.
    public int twice(int amount) {
        return doubled(amount);
    }

    private int doubled(int amount) {
        return amount * 2 + total;
    }

    // Changes the ledger through an element of the array a field holds,
    // by way of a local copy of the reference.
    public void shiftRecent() {
        int[] slots = recent;
        for (int i = slots.length - 1; i > 0; i--) {
            slots[i] = slots[i - 1];
        }
        slots[0] = total;
    }

    // Reads a field, then builds text in a StringBuilder of its own: javac
    // gives the builder the register the field's value had, and appending
    // to it changes nothing of the ledger.
    public String describe(String label) {
        if (total == 0) {
            return label;
        }
        StringBuilder text = new StringBuilder(label);
        return text.append(": ").append(total).toString();
    }

    // Fills an array of its own: no state of the ledger changes.
    public int spread(int parts) {
        int[] shares = new int[parts];
        for (int i = 0; i < parts; i++) {
            shares[i] = total / parts;
        }
        return shares.length;
    }

    public int total() {
        return total;
    }
}
