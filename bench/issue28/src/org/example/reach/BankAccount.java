package org.example.reach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A bank account in cents with an overdraft limit. The balance never goes below
 * {@code -overdraftLimit}; going below zero costs a fee (capped so that the limit still holds).
 * Three failed withdrawals in a row freeze the account.
 */
public final class BankAccount {
    private static final long OVERDRAFT_FEE = 500;

    private final String owner;
    private final long overdraftLimit;
    private long balance;
    private int failedWithdrawals;
    private boolean frozen;
    private final List<String> history = new ArrayList<>();

    public BankAccount(String owner, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner is blank");
        }
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("overdraft limit must be >= 0");
        }
        this.owner = owner;
        this.overdraftLimit = overdraftLimit;
    }

    public String owner() {
        return owner;
    }

    public long balance() {
        return balance;
    }

    public boolean isFrozen() {
        return frozen;
    }

    public List<String> history() {
        return Collections.unmodifiableList(history);
    }

    public void deposit(long amount) {
        if (frozen) {
            throw new IllegalStateException("account frozen");
        }
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be > 0");
        }
        if (balance > Long.MAX_VALUE - amount) {
            throw new ArithmeticException("balance overflow");
        }
        balance += amount;
        history.add("deposit " + amount);
    }

    public boolean withdraw(long amount) {
        if (frozen) {
            return false;
        }
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be > 0");
        }
        if (amount > balance + overdraftLimit) {
            failedWithdrawals++;
            if (failedWithdrawals == 3) {
                frozen = true;
                // witness: a = new BankAccount("ann", 0); a.withdraw(1) three times
                history.add("frozen after repeated failed withdrawals"); // TARGET reachable
            }
            return false;
        }
        failedWithdrawals = 0;
        balance -= amount;
        history.add("withdraw " + amount);
        if (balance < 0) {
            long fee = Math.min(OVERDRAFT_FEE, balance + overdraftLimit);
            balance -= fee;
            // witness: a = new BankAccount("ann", 1000); a.withdraw(100)
            history.add("overdraft fee " + fee); // TARGET reachable
        }
        return true;
    }

    /** Moves money to another account; refused when the recipient is frozen. */
    public boolean transferTo(BankAccount recipient, long amount) {
        if (recipient == null || recipient == this) {
            throw new IllegalArgumentException("bad recipient");
        }
        if (recipient.frozen) {
            // witness: b = new BankAccount("bob", 0); b.withdraw(1) three times; new BankAccount("ann", 0).transferTo(b, 1)
            history.add("transfer refused, recipient frozen: " + recipient.owner); // TARGET reachable
            return false;
        }
        if (!withdraw(amount)) {
            return false;
        }
        recipient.deposit(amount);
        return true;
    }

    /** Credits interest of {@code basisPoints}/10000 of a positive balance. */
    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10_000) {
            throw new IllegalArgumentException("basis points out of range");
        }
        if (balance <= 0) {
            return;
        }
        long interest = balance * basisPoints / 10_000;
        if (interest < 0) {
            // witness: a = new BankAccount("ann", 0); a.deposit(Long.MAX_VALUE); a.applyInterest(10000)
            throw new ArithmeticException("interest computation overflowed"); // TARGET reachable
        }
        if (balance > Long.MAX_VALUE - interest) {
            throw new ArithmeticException("balance overflow");
        }
        balance += interest;
    }

    public String statement() {
        if (balance < -overdraftLimit) {
            // unreachable given the invariant balance >= -overdraftLimit: the constructor requires a
            // limit >= 0; withdraw never takes more than balance + limit and caps the fee at what is
            // left of the limit; deposit and applyInterest only add, with overflow checks
            return owner + ": INCONSISTENT " + balance; // TARGET unreachable-invariant
        }
        return owner + ": " + balance + (frozen ? " (frozen)" : "");
    }
}
