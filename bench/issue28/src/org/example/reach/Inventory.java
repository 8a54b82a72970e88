package org.example.reach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Stock keeping for a small shop. A product is LOW_STOCK while its quantity is at or below the
 * threshold, ACTIVE above it, and DISCONTINUED once withdrawn from sale (final).
 */
public final class Inventory {
    public enum Status { ACTIVE, LOW_STOCK, DISCONTINUED }

    private final Map<String, Integer> stock = new HashMap<>();
    private final Map<String, Status> status = new HashMap<>();
    private final List<String> log = new ArrayList<>();
    private final int lowStockThreshold;
    private int recoveries;

    public Inventory(int lowStockThreshold) {
        if (lowStockThreshold < 0) {
            throw new IllegalArgumentException("threshold must be >= 0");
        }
        this.lowStockThreshold = lowStockThreshold;
    }

    public void addProduct(String sku, int quantity) {
        if (sku == null || sku.isBlank()) {
            throw new IllegalArgumentException("sku is blank");
        }
        if (quantity < 0) {
            throw new IllegalArgumentException("quantity must be >= 0");
        }
        if (stock.containsKey(sku)) {
            throw new IllegalStateException("duplicate sku " + sku);
        }
        stock.put(sku, quantity);
        status.put(sku, quantity <= lowStockThreshold ? Status.LOW_STOCK : Status.ACTIVE);
    }

    public Status status(String sku) {
        return status.get(sku);
    }

    public List<String> log() {
        return Collections.unmodifiableList(log);
    }

    public void discontinue(String sku) {
        if (!stock.containsKey(sku)) {
            throw new IllegalArgumentException("unknown sku " + sku);
        }
        status.put(sku, Status.DISCONTINUED);
    }

    /** Sells {@code quantity} units; false if the product is unknown, discontinued or short. */
    public boolean remove(String sku, int quantity) {
        Integer have = stock.get(sku);
        if (have == null) {
            return false;
        }
        if (status.get(sku) == Status.DISCONTINUED) {
            // witness: inv = new Inventory(2); inv.addProduct("A", 5); inv.discontinue("A"); inv.remove("A", 1)
            log.add("refused sale of discontinued " + sku); // TARGET reachable
            return false;
        }
        if (quantity <= 0 || quantity > have) {
            return false;
        }
        int left = have - quantity;
        if (left > have) {
            // unreachable for every input: 0 < quantity <= have, so have - quantity neither grows nor wraps
            throw new AssertionError("stock grew on removal"); // TARGET unreachable
        }
        stock.put(sku, left);
        if (left <= lowStockThreshold) {
            status.put(sku, Status.LOW_STOCK);
        }
        return true;
    }

    public void restock(String sku, int quantity) {
        Integer have = stock.get(sku);
        if (have == null) {
            throw new IllegalArgumentException("unknown sku " + sku);
        }
        if (quantity <= 0 || quantity > Integer.MAX_VALUE - have) {
            throw new IllegalArgumentException("bad quantity " + quantity);
        }
        if (status.get(sku) == Status.DISCONTINUED) {
            throw new IllegalStateException("discontinued: " + sku);
        }
        int now = have + quantity;
        stock.put(sku, now);
        if (status.get(sku) == Status.LOW_STOCK && now > lowStockThreshold) {
            status.put(sku, Status.ACTIVE);
            recoveries++;
            if (recoveries == 3) {
                // witness: inv = new Inventory(0); inv.addProduct("A", 0); 3 x { inv.restock("A", 1); inv.remove("A", 1); } (hit in the 3rd restock)
                log.add("products keep running low, last: " + sku); // TARGET reachable
            }
        }
    }

    public int stockLevel(String sku) {
        Integer q = stock.get(sku);
        if (q == null) {
            return 0;
        }
        if (q < 0) {
            // unreachable given the class invariant "every quantity >= 0": addProduct rejects negative
            // quantities, remove never takes more than is held, restock rejects amounts that would wrap
            throw new IllegalStateException("negative stock for " + sku); // TARGET unreachable-invariant
        }
        return q;
    }
}
