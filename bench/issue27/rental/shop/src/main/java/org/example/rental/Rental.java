package org.example.rental;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/** One customer renting one item for a period. */
public class Rental {

    private static int counter;

    private final String id;
    private final Customer customer;
    private final Item item;
    private final RentalPeriod period;
    private LocalDate returnedOn;
    private Invoice invoice;

    public Rental(Customer customer, Item item, RentalPeriod period) {
        this.customer = Objects.requireNonNull(customer, "customer");
        this.item = Objects.requireNonNull(item, "item");
        this.period = Objects.requireNonNull(period, "period");
        this.id = "R" + nextNumber();
    }

    private static synchronized int nextNumber() {
        return ++counter;
    }

    public String getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public Item getItem() {
        return item;
    }

    public RentalPeriod getPeriod() {
        return period;
    }

    public Optional<LocalDate> getReturnedOn() {
        return Optional.ofNullable(returnedOn);
    }

    public Optional<Invoice> getInvoice() {
        return Optional.ofNullable(invoice);
    }

    public boolean isActive() {
        return returnedOn == null;
    }

    public boolean isOverdue(LocalDate today) {
        return isActive() && today.isAfter(period.end());
    }

    public void close(LocalDate returnDate, Invoice finalInvoice) {
        if (!isActive()) {
            throw new IllegalStateException("rental " + id + " is already closed");
        }
        this.returnedOn = Objects.requireNonNull(returnDate, "returnDate");
        this.invoice = Objects.requireNonNull(finalInvoice, "finalInvoice");
    }

    public void reopen() {
        if (isActive()) {
            throw new IllegalStateException("rental " + id + " is still open");
        }
        this.returnedOn = null;
        this.invoice = null;
    }

    @Override
    public String toString() {
        return id + "[" + customer.id() + " " + item.getId() + " " + period.start() + ".." + period.end()
                + (isActive() ? "" : " returned " + returnedOn) + "]";
    }
}
