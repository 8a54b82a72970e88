package org.example.shop;

import java.util.List;

/** How much to charge for a line of an order, before tax. */
@FunctionalInterface
public interface PricingPolicy {

    Money priceOf(LineItem item);

    /** The list price: unit price times quantity. */
    static PricingPolicy standard() {
        return LineItem::total;
    }

    default Money total(List<LineItem> items, String currency) {
        Money sum = Money.zero(currency);
        for (LineItem item : items) {
            sum = sum.plus(priceOf(item));
        }
        return sum;
    }

    /** The saving this policy gives on a line compared with the list price. */
    default Money savingOn(LineItem item) {
        return item.total().minus(priceOf(item));
    }

    /** A policy charging the lower of this policy's and the other's price for each line. */
    default PricingPolicy bestOf(PricingPolicy other) {
        return item -> {
            Money mine = priceOf(item);
            Money theirs = other.priceOf(item);
            return mine.compareTo(theirs) <= 0 ? mine : theirs;
        };
    }
}
