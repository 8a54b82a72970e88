package org.example.library;

import java.time.LocalDate;
import java.util.Objects;

/** How late returns are fined. Amounts are in cents. */
@FunctionalInterface
public interface FinePolicy {

    /**
     * The fine for an item due on {@code dueDate} and returned (or still out) on {@code returnedOn};
     * zero when it is not late.
     */
    long fineCents(LocalDate dueDate, LocalDate returnedOn);

    /** The fine for a loan, up to its return date or, while it is out, up to {@code today}. */
    default long fineFor(Loan loan, LocalDate today) {
        Objects.requireNonNull(loan, "loan");
        LocalDate end = loan.returnDate().orElse(Objects.requireNonNull(today, "today"));
        return fineCents(loan.dueDate(), end);
    }

    /** This policy, but never more than {@code maxCents} per loan. */
    default FinePolicy cappedAt(long maxCents) {
        if (maxCents < 0) {
            throw new IllegalArgumentException("cap must not be negative: " + maxCents);
        }
        return (due, returned) -> Math.min(maxCents, fineCents(due, returned));
    }
}
