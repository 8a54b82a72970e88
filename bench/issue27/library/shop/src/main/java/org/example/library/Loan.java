package org.example.library;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.Optional;

/** One copy of a book lent to a member, from the loan date until it is returned. */
public final class Loan {

    /** How often a loan may be renewed. */
    public static final int MAX_RENEWALS = 2;

    private static long nextId = 1;

    private final long id;
    private final Book book;
    private final Member member;
    private final LocalDate loanDate;
    private LocalDate dueDate;
    private LocalDate returnDate;
    private int renewals;

    /** Starts a loan; the due date follows from the member's tier. */
    public Loan(Book book, Member member, LocalDate loanDate) {
        this.book = Objects.requireNonNull(book, "book");
        this.member = Objects.requireNonNull(member, "member");
        this.loanDate = Objects.requireNonNull(loanDate, "loanDate");
        this.dueDate = member.tier().dueDate(loanDate);
        this.id = nextId++;
    }

    public long id() {
        return id;
    }

    public Book book() {
        return book;
    }

    public Member member() {
        return member;
    }

    public LocalDate loanDate() {
        return loanDate;
    }

    public LocalDate dueDate() {
        return dueDate;
    }

    /** The day the book came back, if it has. */
    public Optional<LocalDate> returnDate() {
        return Optional.ofNullable(returnDate);
    }

    public int renewals() {
        return renewals;
    }

    /** Whether the book is still out. */
    public boolean isActive() {
        return returnDate == null;
    }

    /** Days past the due date, counted up to the return date or, while the book is out, up to {@code today}. */
    public long overdueDays(LocalDate today) {
        LocalDate end = returnDate != null ? returnDate : Objects.requireNonNull(today, "today");
        return Math.max(0, ChronoUnit.DAYS.between(dueDate, end));
    }

    public boolean isOverdue(LocalDate today) {
        return overdueDays(today) > 0;
    }

    /** Records the return of the book. */
    public void markReturned(LocalDate date) {
        Objects.requireNonNull(date, "date");
        if (!isActive()) {
            throw new IllegalStateException("loan " + id + " was already returned on " + returnDate);
        }
        if (date.isBefore(loanDate)) {
            throw new IllegalArgumentException("return date " + date + " is before the loan date " + loanDate);
        }
        returnDate = date;
    }

    /** Extends the due date by another loan period; not allowed once overdue or after {@link #MAX_RENEWALS}. */
    public void renew(LocalDate today) {
        if (!isActive()) {
            throw new IllegalStateException("loan " + id + " is closed");
        }
        if (isOverdue(today)) {
            throw new IllegalStateException("loan " + id + " is overdue and cannot be renewed");
        }
        if (renewals >= MAX_RENEWALS) {
            throw new IllegalStateException("loan " + id + " was already renewed " + renewals + " times");
        }
        dueDate = member.tier().dueDate(dueDate);
        renewals++;
    }

    @Override
    public String toString() {
        return "Loan " + id + ": " + book.label() + " to " + member.id() + ", due " + dueDate;
    }
}
