package org.example.rental;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** The shop: customers, rentals, billing and a bounded undo of the last rent/return operations. */
public class RentalShop {

    private enum ActionKind { RENT, RETURN }

    private record Action(ActionKind kind, Rental rental) {
    }

    private final Inventory inventory;
    private final Map<String, Customer> customers = new LinkedHashMap<>();
    private final Map<String, Rental> rentals = new LinkedHashMap<>();
    private final List<PriceRule> rules = new ArrayList<>();
    private final Map<String, Long> spendByCustomer = new HashMap<>();
    private final History<Action> history;
    private long revenueCents;
    private int customerSeq;

    public RentalShop(Inventory inventory) {
        this(inventory, 10);
    }

    public RentalShop(Inventory inventory, int undoDepth) {
        this.inventory = Objects.requireNonNull(inventory, "inventory");
        this.history = new History<>(undoDepth);
    }

    public Inventory getInventory() {
        return inventory;
    }

    // ---- customers -------------------------------------------------------

    public Customer registerCustomer(String name, String email, MemberTier tier) {
        if (findCustomerByEmail(email).isPresent()) {
            throw new RentalException("email already registered: " + email);
        }
        Customer customer = new Customer("C" + (customerSeq + 1), name, email, tier);
        customerSeq++;
        customers.put(customer.id(), customer);
        return customer;
    }

    public Optional<Customer> findCustomer(String customerId) {
        return Optional.ofNullable(customers.get(customerId));
    }

    public Optional<Customer> findCustomerByEmail(String email) {
        if (email == null) {
            return Optional.empty();
        }
        String wanted = email.strip().toLowerCase(Locale.ROOT);
        return customers.values().stream().filter(c -> c.email().equals(wanted)).findFirst();
    }

    public Customer changeTier(String customerId, MemberTier tier) {
        Customer updated = customer(customerId).withTier(tier);
        customers.put(customerId, updated);
        return updated;
    }

    private Customer customer(String customerId) {
        return findCustomer(customerId)
                .orElseThrow(() -> new RentalException("unknown customer: " + customerId));
    }

    // ---- pricing ---------------------------------------------------------

    public void addRule(PriceRule rule) {
        rules.add(Objects.requireNonNull(rule, "rule"));
    }

    public List<PriceRule> getRules() {
        return Collections.unmodifiableList(rules);
    }

    /** The price of renting a type for a period, before any late fees. */
    public long quote(String customerId, EquipmentType type, RentalPeriod period) {
        return rentalLines(customer(customerId), type, period).stream()
                .mapToLong(InvoiceLine::amountCents)
                .sum();
    }

    private List<InvoiceLine> rentalLines(Customer customer, EquipmentType type, RentalPeriod period) {
        List<InvoiceLine> lines = new ArrayList<>();
        long days = period.days();
        long subtotal = days * type.dailyRateCents();
        lines.add(new InvoiceLine(type.displayName() + " x " + days + " day(s)", subtotal));
        long remaining = subtotal;
        long memberDiscount = customer.tier().discountOn(subtotal);
        if (memberDiscount > 0) {
            lines.add(new InvoiceLine("Member discount " + customer.tier(), -memberDiscount));
            remaining -= memberDiscount;
        }
        for (PriceRule rule : rules) {
            Optional<InvoiceLine> line = rule.toLine(type, days, remaining);
            if (line.isPresent()) {
                lines.add(line.get());
                remaining += line.get().amountCents();
            }
        }
        return lines;
    }

    // ---- renting and returning -------------------------------------------

    public Rental rent(String customerId, String itemId, RentalPeriod period) {
        Objects.requireNonNull(period, "period");
        Customer customer = customer(customerId);
        Item item = inventory.find(itemId)
                .orElseThrow(() -> new RentalException("unknown item: " + itemId));
        if (!item.isAvailable()) {
            throw new RentalException(item.getId() + " is not available");
        }
        EquipmentType type = item.getType();
        if (!customer.tier().mayRent(type)) {
            throw new RentalException(customer.tier() + " members may not rent " + type.displayName());
        }
        if (!type.isRentableOn(period.start())) {
            throw new RentalException(type.displayName() + " is out of season on " + period.start());
        }
        if (activeRentals(customerId).size() >= customer.tier().maxActiveRentals()) {
            throw new RentalException(customer.name() + " already has the maximum number of rentals");
        }
        Rental rental = new Rental(customer, item, period);
        item.checkOut();
        rentals.put(rental.getId(), rental);
        history.record(new Action(ActionKind.RENT, rental));
        return rental;
    }

    public Invoice returnItem(String rentalId, LocalDate returnedOn) {
        Objects.requireNonNull(returnedOn, "returnedOn");
        Rental rental = findRental(rentalId)
                .orElseThrow(() -> new RentalException("unknown rental: " + rentalId));
        if (!rental.isActive()) {
            throw new RentalException("rental " + rentalId + " was already returned");
        }
        RentalPeriod period = rental.getPeriod();
        if (returnedOn.isBefore(period.start())) {
            throw new IllegalArgumentException("return date " + returnedOn + " is before the rental started");
        }
        Customer customer = customer(rental.getCustomer().id());
        EquipmentType type = rental.getItem().getType();
        List<InvoiceLine> lines = rentalLines(customer, type, period);
        long lateDays = Math.max(0, period.daysLate(returnedOn) - customer.tier().lateGraceDays());
        if (lateDays > 0) {
            lines.add(new InvoiceLine("Late return " + lateDays + " day(s)", lateDays * type.lateFeePerDayCents()));
        }
        Invoice invoice = new Invoice(rental.getId(), customer.id(), returnedOn, lines);
        rental.close(returnedOn, invoice);
        rental.getItem().checkIn();
        revenueCents += invoice.totalCents();
        spendByCustomer.merge(customer.id(), invoice.totalCents(), Long::sum);
        history.record(new Action(ActionKind.RETURN, rental));
        return invoice;
    }

    /** Reverts the most recent rent or return. Returns false if there is nothing left to undo. */
    public boolean undo() {
        Optional<Action> last = history.undo();
        if (last.isEmpty()) {
            return false;
        }
        Rental rental = last.get().rental();
        switch (last.get().kind()) {
            case RENT -> {
                rentals.remove(rental.getId());
                rental.getItem().cancelCheckOut();
            }
            case RETURN -> {
                Invoice invoice = rental.getInvoice().orElseThrow();
                rental.getItem().cancelCheckIn();
                revenueCents -= invoice.totalCents();
                spendByCustomer.merge(invoice.customerId(), -invoice.totalCents(), Long::sum);
                rental.reopen();
            }
        }
        return true;
    }

    public int undoableSteps() {
        return history.size();
    }

    // ---- queries -----------------------------------------------------------

    public Optional<Rental> findRental(String rentalId) {
        return Optional.ofNullable(rentals.get(rentalId));
    }

    public List<Rental> rentals(Predicate<? super Rental> filter) {
        return rentals.values().stream().filter(filter).collect(Collectors.toList());
    }

    public List<Rental> activeRentals(String customerId) {
        return rentals(r -> r.isActive() && r.getCustomer().id().equals(customerId));
    }

    public Optional<Rental> activeRentalFor(String itemId) {
        return rentals.values().stream()
                .filter(r -> r.isActive() && r.getItem().getId().equals(itemId))
                .findFirst();
    }

    /** Active rentals whose period ended before {@code today}, the longest overdue first. */
    public List<Rental> overdue(LocalDate today) {
        List<Rental> result = rentals(r -> r.isOverdue(today));
        result.sort(Comparator.comparing((Rental r) -> r.getPeriod().end()).thenComparing(Rental::getId));
        return result;
    }

    public <K> Map<K, List<Rental>> groupRentals(Function<? super Rental, ? extends K> key) {
        Map<K, List<Rental>> groups = new LinkedHashMap<>();
        for (Rental rental : rentals.values()) {
            groups.computeIfAbsent(key.apply(rental), k -> new ArrayList<>()).add(rental);
        }
        return groups;
    }

    public List<Invoice> invoices() {
        List<Invoice> result = new ArrayList<>();
        rentals.values().forEach(r -> r.getInvoice().ifPresent(result::add));
        return result;
    }

    public long spendOf(String customerId) {
        return spendByCustomer.getOrDefault(customerId, 0L);
    }

    public long revenueCents() {
        return revenueCents;
    }

    /** The {@code n} customers who spent the most, biggest spender first; ties by name. */
    public List<Customer> topCustomers(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative: " + n);
        }
        Comparator<Customer> bySpend = Comparator.comparingLong((Customer c) -> spendOf(c.id())).reversed();
        return customers.values().stream()
                .sorted(bySpend.thenComparing(Customer::name))
                .limit(n)
                .collect(Collectors.toList());
    }
}
