package org.example.shop;

import java.util.Objects;

/** A product and how many of it. */
public record LineItem(Product product, int quantity) {

    public static final int MAX_QUANTITY = 999;

    public LineItem {
        Objects.requireNonNull(product, "product");
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        if (quantity > MAX_QUANTITY) {
            throw new IllegalArgumentException("at most " + MAX_QUANTITY + " per line: " + quantity);
        }
    }

    public String sku() {
        return product.sku();
    }

    public Money total() {
        return product.price().times(quantity);
    }

    public LineItem withQuantity(int newQuantity) {
        return new LineItem(product, newQuantity);
    }
}
