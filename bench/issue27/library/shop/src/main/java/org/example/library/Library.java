package org.example.library;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/** The lending desk: members, loans, returns with fines, and reservations of books that are all out. */
public class Library {

    /** Members who owe more than this may not borrow. */
    public static final long MAX_UNPAID_CENTS = 1_000;
    /** How many members may wait for one title. */
    public static final int WAITLIST_CAPACITY = 10;

    private final Catalog catalog;
    private final FinePolicy finePolicy;
    private final Map<String, Member> members = new LinkedHashMap<>();
    private final List<Loan> loans = new ArrayList<>();
    private final Map<Isbn, Waitlist<Member>> waitlists = new HashMap<>();

    public Library(Catalog catalog, FinePolicy finePolicy) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.finePolicy = Objects.requireNonNull(finePolicy, "finePolicy");
    }

    public Member register(String name, MemberTier tier) {
        Member member = new Member(name, tier);
        members.put(member.id(), member);
        return member;
    }

    /** Finds a member by id, ignoring case and surrounding blanks. */
    public Optional<Member> findMember(String id) {
        return id == null ? Optional.empty() : Optional.ofNullable(members.get(id.strip().toUpperCase(Locale.ROOT)));
    }

    public Optional<Loan> findLoan(long id) {
        return loans.stream().filter(loan -> loan.id() == id).findFirst();
    }

    /**
     * Lends a copy. Refused when the member owes too much, has reached the tier's loan limit, no copy
     * is available, or the title is reserved and the member is not first in line.
     */
    public Loan checkout(String memberId, Isbn isbn, LocalDate date) {
        Member member = findMember(memberId).orElseThrow(() -> new NoSuchElementException("unknown member: " + memberId));
        Book book = catalog.findByIsbn(isbn).orElseThrow(() -> new NoSuchElementException("unknown book: " + isbn));
        if (member.balanceCents() > MAX_UNPAID_CENTS) {
            throw new IllegalStateException(member.id() + " owes " + member.balanceCents() + " cents");
        }
        if (activeLoans(member.id()).size() >= member.tier().maxLoans()) {
            throw new IllegalStateException(member.id() + " has reached the loan limit");
        }
        if (availableCopies(isbn) == 0) {
            throw new IllegalStateException("no copy of " + isbn + " is available");
        }
        Waitlist<Member> waitlist = waitlists.get(isbn);
        if (waitlist != null && !waitlist.isEmpty()) {
            if (!waitlist.peekNext().orElseThrow().equals(member)) {
                throw new IllegalStateException(isbn + " is reserved for another member");
            }
            waitlist.next();
        }
        Loan loan = new Loan(book, member, date);
        loans.add(loan);
        return loan;
    }

    public Loan checkout(LoanRequestParser.LoanRequest request) {
        return checkout(request.memberId(), request.isbn(), request.date());
    }

    /** Takes a book back, charges the member's fine and returns it (in cents). */
    public long returnBook(long loanId, LocalDate date) {
        Loan loan = findLoan(loanId).orElseThrow(() -> new NoSuchElementException("unknown loan: " + loanId));
        loan.markReturned(date);
        long fine = fineFor(loan, date);
        if (fine > 0) {
            loan.member().charge(fine);
        }
        return fine;
    }

    /** The fine for a loan under the library's policy, after the member's tier discount. */
    public long fineFor(Loan loan, LocalDate today) {
        return loan.member().tier().discounted(finePolicy.fineFor(loan, today));
    }

    /** Copies owned minus copies on loan. */
    public int availableCopies(Isbn isbn) {
        long onLoan = loans.stream().filter(loan -> loan.isActive() && loan.book().isbn().equals(isbn)).count();
        return (int) Math.max(0, catalog.copies(isbn) - onLoan);
    }

    /** Puts the member on the title's waitlist (only when no copy is free) and returns the 1-based position. */
    public int reserve(String memberId, Isbn isbn) {
        Member member = findMember(memberId).orElseThrow(() -> new NoSuchElementException("unknown member: " + memberId));
        catalog.findByIsbn(isbn).orElseThrow(() -> new NoSuchElementException("unknown book: " + isbn));
        Waitlist<Member> waitlist = waitlists.computeIfAbsent(isbn, key -> new Waitlist<>(WAITLIST_CAPACITY));
        if (waitlist.position(member) > 0) {
            return waitlist.position(member);
        }
        if (waitlist.isEmpty() && availableCopies(isbn) > 0) {
            throw new IllegalStateException("a copy of " + isbn + " is available, no need to reserve");
        }
        int held = (int) waitlists.values().stream().filter(w -> w.position(member) > 0).count();
        if (!member.tier().mayReserve(held) || !waitlist.join(member)) {
            throw new IllegalStateException("cannot reserve " + isbn + " for " + member.id());
        }
        return waitlist.position(member);
    }

    public List<Loan> activeLoans(String memberId) {
        return loansMatching(loan -> loan.isActive() && loan.member().id().equals(memberId));
    }

    /** Loans out past their due date, most overdue first. */
    public List<Loan> overdueLoans(LocalDate today) {
        return loans.stream().filter(loan -> loan.isActive() && loan.isOverdue(today))
                .sorted(Comparator.comparing(Loan::dueDate).thenComparingLong(Loan::id)).toList();
    }

    public List<Loan> loansMatching(Predicate<? super Loan> filter) {
        return loans.stream().filter(filter).toList();
    }
}
