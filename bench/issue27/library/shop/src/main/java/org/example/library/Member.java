package org.example.library;

import java.util.Objects;

/**
 * A registered library member. Ids are handed out in order: {@code M0001}, {@code M0002}, ...
 * A member's fines accumulate in a balance until paid.
 */
public final class Member {

    private static int nextNumber = 1;

    private final String id;
    private final String name;
    private MemberTier tier;
    private long balanceCents;

    public Member(String name, MemberTier tier) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        this.name = name.strip();
        this.tier = Objects.requireNonNull(tier, "tier");
        this.id = String.format("M%04d", nextNumber++);
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public MemberTier tier() {
        return tier;
    }

    /** The unpaid fines, in cents. */
    public long balanceCents() {
        return balanceCents;
    }

    /** Moves the member to another tier; loans already made keep their due dates. */
    public void changeTier(MemberTier newTier) {
        this.tier = Objects.requireNonNull(newTier, "newTier");
    }

    /** Adds a fine to the balance. */
    public void charge(long cents) {
        if (cents < 0) {
            throw new IllegalArgumentException("cannot charge a negative amount: " + cents);
        }
        balanceCents += cents;
    }

    /** Pays (part of) the balance; paying more than is owed is refused. */
    public void pay(long cents) {
        if (cents <= 0) {
            throw new IllegalArgumentException("payment must be positive: " + cents);
        }
        if (cents > balanceCents) {
            throw new IllegalArgumentException("payment of " + cents + " exceeds the balance of " + balanceCents);
        }
        balanceCents -= cents;
    }

    /** Whether the member owes anything. */
    public boolean owes() {
        return balanceCents > 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Member other && id.equals(other.id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id + " " + name + " (" + tier + ")";
    }
}
