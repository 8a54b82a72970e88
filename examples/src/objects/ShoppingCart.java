package objects;

import java.util.HashMap;
import java.util.Map;

/** A shopping cart of item names and quantities, priced from a fixed list with a few discount rules. */
public class ShoppingCart {
    private final Map<String, Integer> quantities = new HashMap<>();

    /** Unit price in cents, or -1 for an item the shop does not sell. */
    public static int priceOf(String item) {
        if (item == null) {
            return -1;
        }
        switch (item) {
            case "apple":
                return 50;
            case "bread":
                return 250;
            case "milk":
                return 120;
            case "cheese":
                return 600;
            default:
                return -1;
        }
    }

    public void add(String item, int quantity) {
        if (priceOf(item) < 0) {
            throw new IllegalArgumentException("unknown item: " + item);
        }
        if (quantity <= 0 || quantity > 99) {
            throw new IllegalArgumentException("quantity must be in 1..99");
        }
        int current = quantities.getOrDefault(item, 0);
        if (current + quantity > 99) {
            throw new IllegalStateException("at most 99 of each item");
        }
        quantities.put(item, current + quantity);
    }

    /** Removes up to {@code quantity} units; returns false if the item was not in the cart. */
    public boolean remove(String item, int quantity) {
        Integer current = quantities.get(item);
        if (current == null) {
            return false;
        }
        if (quantity >= current) {
            quantities.remove(item);
        } else {
            quantities.put(item, current - quantity);
        }
        return true;
    }

    public int quantityOf(String item) {
        return quantities.getOrDefault(item, 0);
    }

    public int distinctItems() {
        return quantities.size();
    }

    public int subtotalCents() {
        int total = 0;
        for (Map.Entry<String, Integer> e : quantities.entrySet()) {
            total += priceOf(e.getKey()) * e.getValue();
        }
        return total;
    }

    /**
     * Total after discounts: every third bread is free, 10% off orders of 50.00 or more, and the coupon
     * "SAVE5" takes 5.00 off orders of at least 20.00 (checked after the other discounts).
     */
    public int totalCents(String coupon) {
        int total = subtotalCents();
        int breads = quantityOf("bread");
        if (breads >= 3) {
            total -= (breads / 3) * priceOf("bread");
        }
        if (total >= 5000) {
            total -= total / 10;
        }
        if (coupon != null && !coupon.isEmpty()) {
            if (!coupon.equalsIgnoreCase("SAVE5")) {
                throw new IllegalArgumentException("unknown coupon: " + coupon);
            }
            if (total >= 2000) {
                total -= 500;
            }
        }
        return total;
    }

    public void clear() {
        quantities.clear();
    }
}
