package org.example.shop;

import java.util.EnumSet;
import java.util.Set;

/** A percentage off every line whose product is in one of some categories, e.g. a book sale. */
public final class CategoryDiscount implements PricingPolicy {

    private final Set<Category> categories;
    private final int percentOff;

    public CategoryDiscount(Set<Category> categories, int percentOff) {
        if (categories == null || categories.isEmpty()) {
            throw new IllegalArgumentException("at least one category is needed");
        }
        if (percentOff <= 0 || percentOff > 50) {
            throw new IllegalArgumentException("discount must be between 1 and 50 percent: " + percentOff);
        }
        this.categories = EnumSet.copyOf(categories);
        this.percentOff = percentOff;
    }

    public Set<Category> categories() {
        return EnumSet.copyOf(categories);
    }

    @Override
    public Money priceOf(LineItem item) {
        Money full = item.total();
        if (categories.contains(item.product().category())) {
            return full.minus(full.percent(percentOff));
        }
        return full;
    }
}
