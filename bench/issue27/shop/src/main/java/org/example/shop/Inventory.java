package org.example.shop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** Products of a warehouse with their stock and the units reserved for open orders. */
public class Inventory {

    private final Map<String, Product> products = new LinkedHashMap<>();
    private final Map<String, Integer> stock = new HashMap<>();
    private final Map<String, Integer> reserved = new HashMap<>();

    public void addProduct(Product product) {
        if (products.containsKey(product.sku())) {
            throw new IllegalArgumentException("duplicate sku: " + product.sku());
        }
        products.put(product.sku(), product);
        stock.put(product.sku(), 0);
    }

    public void receive(String sku, int units) {
        requireKnown(sku);
        if (units <= 0) {
            throw new IllegalArgumentException("units must be positive: " + units);
        }
        stock.merge(sku, units, Integer::sum);
    }

    /** Units on the shelf that are not reserved. */
    public int available(String sku) {
        requireKnown(sku);
        return stock.get(sku) - reserved.getOrDefault(sku, 0);
    }

    /** Reserves units for an order if enough are available; returns whether it did. */
    public boolean reserve(String sku, int units) {
        requireKnown(sku);
        if (units <= 0) {
            throw new IllegalArgumentException("units must be positive: " + units);
        }
        if (available(sku) < units) {
            return false;
        }
        reserved.merge(sku, units, Integer::sum);
        return true;
    }

    /** Ships reserved units: they leave the shelf and the reservation. */
    public void ship(String sku, int units) {
        int held = reserved.getOrDefault(sku, 0);
        if (units <= 0 || units > held) {
            throw new IllegalStateException("cannot ship " + units + " of " + sku + ", " + held + " reserved");
        }
        reserved.put(sku, held - units);
        stock.merge(sku, -units, Integer::sum);
    }

    public Optional<Product> find(String sku) {
        return Optional.ofNullable(products.get(sku));
    }

    public Optional<Product> findFirst(Predicate<? super Product> condition) {
        for (Product product : products.values()) {
            if (condition.test(product)) {
                return Optional.of(product);
            }
        }
        return Optional.empty();
    }

    public List<Product> sorted(Comparator<? super Product> order) {
        List<Product> result = new ArrayList<>(products.values());
        result.sort(order);
        return result;
    }

    /** SKUs, in order, of the products with fewer than {@code threshold} units available. */
    public List<String> lowStock(int threshold) {
        List<String> result = new ArrayList<>();
        for (Product product : products.values()) {
            if (available(product.sku()) < threshold) {
                result.add(product.sku());
            }
        }
        Collections.sort(result);
        return result;
    }

    public Map<Category, Integer> unitsByCategory() {
        Map<Category, Integer> units = new EnumMap<>(Category.class);
        for (Product product : products.values()) {
            int onShelf = stock.get(product.sku());
            if (onShelf > 0) {
                units.merge(product.category(), onShelf, Integer::sum);
            }
        }
        return units;
    }

    private void requireKnown(String sku) {
        if (!products.containsKey(sku)) {
            throw new IllegalArgumentException("unknown sku: " + sku);
        }
    }
}
