package org.example.rental;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/** The final bill for a rental. */
public record Invoice(String rentalId, String customerId, LocalDate issuedOn, List<InvoiceLine> lines) {

    public Invoice {
        Objects.requireNonNull(rentalId, "rentalId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(issuedOn, "issuedOn");
        lines = List.copyOf(lines);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("an invoice needs at least one line");
        }
    }

    public long totalCents() {
        return sum(line -> true);
    }

    public long discountCents() {
        return -sum(InvoiceLine::isDiscount);
    }

    public long sum(Predicate<? super InvoiceLine> filter) {
        return lines.stream().filter(filter).mapToLong(InvoiceLine::amountCents).sum();
    }

    public Optional<InvoiceLine> findLine(String descriptionPrefix) {
        return lines.stream().filter(l -> l.description().startsWith(descriptionPrefix)).findFirst();
    }

    public static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s%d.%02d", sign, abs / 100, abs % 100);
    }
}
