package objects;

import java.util.ArrayList;
import java.util.List;

/** Stock levels of catalog {@link Item}s, kept in insertion order. */
public class Inventory {
    private static final class Entry {
        final Item item;
        int quantity;

        Entry(Item item, int quantity) {
            this.item = item;
            this.quantity = quantity;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    private Entry find(String sku) {
        for (Entry e : entries) {
            if (e.item.getSku().equals(sku)) {
                return e;
            }
        }
        return null;
    }

    /** Adds stock; an item with a known SKU but a different name is rejected. */
    public void receive(Item item, int quantity) {
        if (item == null || quantity <= 0) {
            throw new IllegalArgumentException("item and a positive quantity are required");
        }
        Entry e = find(item.getSku());
        if (e == null) {
            entries.add(new Entry(item, quantity));
        } else if (!e.item.equals(item)) {
            throw new IllegalArgumentException("SKU " + item.getSku() + " already used by " + e.item.getName());
        } else {
            e.quantity += quantity;
        }
    }

    /** Takes stock out; removes the entry when it reaches zero. */
    public void ship(String sku, int quantity) {
        Entry e = find(sku);
        if (e == null) {
            throw new IllegalArgumentException("unknown SKU: " + sku);
        }
        if (quantity <= 0 || quantity > e.quantity) {
            throw new IllegalStateException("cannot ship " + quantity + " of " + e.quantity);
        }
        e.quantity -= quantity;
        if (e.quantity == 0) {
            entries.remove(e);
        }
    }

    public int quantityOf(String sku) {
        Entry e = find(sku);
        return e == null ? 0 : e.quantity;
    }

    public long totalValueCents() {
        long total = 0;
        for (Entry e : entries) {
            total += (long) e.item.getPriceCents() * e.quantity;
        }
        return total;
    }

    /** SKUs whose quantity is below {@code threshold}, in insertion order. */
    public List<String> lowStock(int threshold) {
        List<String> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.quantity < threshold) {
                out.add(e.item.getSku());
            }
        }
        return out;
    }

    /** The item with the highest stock value (price times quantity), first on ties; null when empty. */
    public Item mostValuable() {
        Item best = null;
        long bestValue = -1;
        for (Entry e : entries) {
            long value = (long) e.item.getPriceCents() * e.quantity;
            if (value > bestValue) {
                best = e.item;
                bestValue = value;
            }
        }
        return best;
    }

    /** How many distinct items of the given two-letter category are in stock. */
    public int countInCategory(String category) {
        int n = 0;
        for (Entry e : entries) {
            if (e.item.category().equals(category)) {
                n++;
            }
        }
        return n;
    }
}
