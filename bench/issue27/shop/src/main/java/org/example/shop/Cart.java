package org.example.shop;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** A shopping cart in one currency, whose changes can be undone one by one. */
public class Cart {

    private final String currency;
    private final List<LineItem> lines = new ArrayList<>();
    private final Deque<List<LineItem>> history = new ArrayDeque<>();

    public Cart(String currency) {
        this.currency = Money.zero(currency).currency();
    }

    public void add(Product product, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        if (!product.price().currency().equals(currency)) {
            throw new IllegalArgumentException("product is priced in " + product.price().currency() + ", cart in " + currency);
        }
        history.push(new ArrayList<>(lines));
        for (int i = 0; i < lines.size(); i++) {
            LineItem line = lines.get(i);
            if (line.sku().equals(product.sku())) {
                lines.set(i, line.withQuantity(line.quantity() + quantity));
                return;
            }
        }
        lines.add(new LineItem(product, quantity));
    }

    public boolean remove(String sku) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).sku().equals(sku)) {
                history.push(new ArrayList<>(lines));
                lines.remove(i);
                return true;
            }
        }
        return false;
    }

    /** Takes back the last add or remove. */
    public void undo() {
        if (history.isEmpty()) {
            throw new IllegalStateException("nothing to undo");
        }
        List<LineItem> previous = history.pop();
        lines.clear();
        lines.addAll(previous);
    }

    public boolean canUndo() {
        return !history.isEmpty();
    }

    public int quantityOf(String sku) {
        int quantity = 0;
        for (LineItem line : lines) {
            if (line.sku().equals(sku)) {
                quantity += line.quantity();
            }
        }
        return quantity;
    }

    public int itemCount() {
        int count = 0;
        for (LineItem line : lines) {
            count += line.quantity();
        }
        return count;
    }

    public List<LineItem> lines() {
        return List.copyOf(lines);
    }

    public Optional<LineItem> largestLine(Comparator<LineItem> order) {
        LineItem best = null;
        for (LineItem line : lines) {
            if (best == null || order.compare(line, best) > 0) {
                best = line;
            }
        }
        return Optional.ofNullable(best);
    }

    public Money total(PricingPolicy policy) {
        return policy.total(lines, currency);
    }
}
