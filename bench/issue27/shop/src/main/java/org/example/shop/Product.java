package org.example.shop;

import java.util.Objects;

public record Product(String sku, String name, Money price, Category category) {

    public Product {
        if (sku == null || sku.isBlank()) {
            throw new IllegalArgumentException("sku must not be blank");
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        Objects.requireNonNull(price, "price");
        Objects.requireNonNull(category, "category");
    }

    /** The price including the category's tax. */
    public Money grossPrice() {
        return price.plus(category.taxOn(price));
    }

    public Product withPrice(Money newPrice) {
        return new Product(sku, name, newPrice, category);
    }
}
