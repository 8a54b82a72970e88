package org.example.shop;

import java.util.ArrayList;
import java.util.List;

/** An amount of money in minor units (cents) of one currency. Never negative. */
public record Money(long cents, String currency) implements Comparable<Money> {

    public Money {
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("currency must be a 3-letter code: " + currency);
        }
        for (int i = 0; i < currency.length(); i++) {
            char c = currency.charAt(i);
            if (c < 'A' || c > 'Z') {
                throw new IllegalArgumentException("currency must be upper case letters: " + currency);
            }
        }
        if (cents < 0) {
            throw new IllegalArgumentException("amount must not be negative: " + cents);
        }
    }

    public static Money zero(String currency) {
        return new Money(0, currency);
    }

    public static Money of(long units, int cents, String currency) {
        if (cents < 0 || cents > 99) {
            throw new IllegalArgumentException("cents must be between 0 and 99: " + cents);
        }
        return new Money(Math.addExact(Math.multiplyExact(units, 100), cents), currency);
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(Math.addExact(cents, other.cents), currency);
    }

    public Money minus(Money other) {
        requireSameCurrency(other);
        if (other.cents > cents) {
            throw new IllegalArgumentException("cannot subtract " + other + " from " + this);
        }
        return new Money(cents - other.cents, currency);
    }

    public Money times(int factor) {
        if (factor < 0) {
            throw new IllegalArgumentException("negative factor: " + factor);
        }
        return new Money(Math.multiplyExact(cents, factor), currency);
    }

    /** {@code pct} percent of this amount, rounded down to the cent. */
    public Money percent(int pct) {
        if (pct < 0 || pct > 100) {
            throw new IllegalArgumentException("percentage out of range: " + pct);
        }
        return new Money(cents * pct / 100, currency);
    }

    /** Splits this amount into {@code parts} shares that differ by at most one cent; the first shares get the extra cents. */
    public List<Money> split(int parts) {
        if (parts <= 0) {
            throw new IllegalArgumentException("parts must be positive: " + parts);
        }
        long base = cents / parts;
        long remainder = cents % parts;
        List<Money> shares = new ArrayList<>(parts);
        for (int i = 0; i < parts; i++) {
            shares.add(new Money(i < remainder ? base + 1 : base, currency));
        }
        return shares;
    }

    @Override
    public int compareTo(Money other) {
        requireSameCurrency(other);
        return Long.compare(cents, other.cents);
    }

    @Override
    public String toString() {
        return String.format("%d.%02d %s", cents / 100, cents % 100, currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
    }
}
