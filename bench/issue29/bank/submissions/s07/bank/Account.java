package bank;

import java.math.BigInteger;

public class Account {
    private String owner;
    private long balance;
    private long overdraftLimit;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("Owner required");
        }
        if (initialBalance < 0 || overdraftLimit < 0) {
            throw new IllegalArgumentException("Negative value");
        }
        this.owner = owner;
        this.balance = initialBalance;
        this.overdraftLimit = overdraftLimit;
    }

    public String getOwner() {
        return this.owner;
    }

    public long getBalance() {
        return this.balance;
    }

    public long getOverdraftLimit() {
        return this.overdraftLimit;
    }

    boolean wouldOverflow(long amount) {
        BigInteger sum = BigInteger.valueOf(balance).add(BigInteger.valueOf(amount));
        return sum.compareTo(BigInteger.valueOf(Long.MAX_VALUE)) > 0;
    }

    boolean coveredBy(long amount) {
        BigInteger after = BigInteger.valueOf(balance).subtract(BigInteger.valueOf(amount));
        return after.compareTo(BigInteger.valueOf(-overdraftLimit)) >= 0;
    }

    public void deposit(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Amount must be positive");
        } else if (wouldOverflow(amount)) {
            throw new ArithmeticException("Overflow");
        } else {
            this.balance += amount;
        }
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Amount must be positive");
        } else if (!coveredBy(amount)) {
            throw new InsufficientFundsException("Insufficient funds");
        } else {
            this.balance -= amount;
        }
    }
}
