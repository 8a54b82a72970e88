package org.example.shop;

/** A percentage off a line when at least a minimum quantity is bought. */
public final class BulkDiscount implements PricingPolicy {

    private final int minQuantity;
    private final int percentOff;

    public BulkDiscount(int minQuantity, int percentOff) {
        if (minQuantity < 2) {
            throw new IllegalArgumentException("minimum quantity must be at least 2: " + minQuantity);
        }
        if (percentOff <= 0 || percentOff >= 100) {
            throw new IllegalArgumentException("discount must be between 1 and 99 percent: " + percentOff);
        }
        this.minQuantity = minQuantity;
        this.percentOff = percentOff;
    }

    public boolean appliesTo(LineItem item) {
        return item.quantity() >= minQuantity;
    }

    @Override
    public Money priceOf(LineItem item) {
        Money full = item.total();
        if (!appliesTo(item)) {
            return full;
        }
        return full.minus(full.percent(percentOff));
    }

    @Override
    public String toString() {
        return percentOff + "% off from " + minQuantity + " units";
    }
}
