package org.example.shop;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public class Order {

    private static final long FREE_SHIPPING_FROM_CENTS = 5000;
    private static final long SHIPPING_CENTS = 495;
    private static int nextId = 1;

    private final int id;
    private final String customer;
    private final List<LineItem> items;
    private final String currency;
    private final LocalDate placedOn;
    private OrderStatus status = OrderStatus.NEW;
    private LocalDate shippedOn;
    private LocalDate deliveredOn;

    public Order(String customer, List<LineItem> items, LocalDate placedOn) {
        if (customer == null || customer.isBlank()) {
            throw new IllegalArgumentException("customer must not be blank");
        }
        if (items == null || items.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one item");
        }
        String first = items.get(0).product().price().currency();
        for (LineItem item : items) {
            if (!item.product().price().currency().equals(first)) {
                throw new IllegalArgumentException("items in more than one currency");
            }
        }
        this.customer = customer;
        this.items = List.copyOf(items);
        this.currency = first;
        this.placedOn = Objects.requireNonNull(placedOn, "placedOn");
        this.id = nextId++;
    }

    /** The id the next order will get. */
    public static int peekNextId() {
        return nextId;
    }

    public int id() {
        return id;
    }

    public String customer() {
        return customer;
    }

    public List<LineItem> items() {
        return items;
    }

    public OrderStatus status() {
        return status;
    }

    public Money subtotal(PricingPolicy policy) {
        return policy.total(items, currency);
    }

    public Money shipping(PricingPolicy policy) {
        if (subtotal(policy).cents() >= FREE_SHIPPING_FROM_CENTS) {
            return Money.zero(currency);
        }
        return new Money(SHIPPING_CENTS, currency);
    }

    /** Tax on the list price of every item. */
    public Money tax() {
        Money tax = Money.zero(currency);
        for (LineItem item : items) {
            tax = tax.plus(item.product().category().taxOn(item.total()));
        }
        return tax;
    }

    public Money grandTotal(PricingPolicy policy) {
        return subtotal(policy).plus(shipping(policy)).plus(tax());
    }

    /** Moves the order on to its next status on {@code today}. */
    public void advance(LocalDate today) {
        OrderStatus next = status.next();
        if (today.isBefore(placedOn)) {
            throw new IllegalArgumentException("date before the order was placed: " + today);
        }
        if (next == OrderStatus.SHIPPED) {
            shippedOn = today;
        } else if (next == OrderStatus.DELIVERED) {
            deliveredOn = today;
        }
        status = next;
    }

    public void cancel() {
        if (!status.canCancel()) {
            throw new IllegalStateException("cannot cancel an order that is " + status);
        }
        status = OrderStatus.CANCELLED;
    }

    public Optional<LocalDate> expectedDelivery(boolean express) {
        if (shippedOn == null) {
            return Optional.empty();
        }
        return Optional.of(DeliveryCalendar.addBusinessDays(shippedOn, express ? 1 : 3));
    }

    /** Whether every item may still be sent back on {@code today}. */
    public boolean isReturnable(LocalDate today) {
        if (status != OrderStatus.DELIVERED) {
            return false;
        }
        for (LineItem item : items) {
            int window = item.product().category().returnWindowDays();
            if (today.isAfter(deliveredOn.plusDays(window))) {
                return false;
            }
        }
        return true;
    }
}
