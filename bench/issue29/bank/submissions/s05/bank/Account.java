package bank;

public class Account {
    private final String ownerName;
    private long balanceCents;
    private final long maxOverdraft;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) throw new IllegalArgumentException("owner");
        if (initialBalance < 0) throw new IllegalArgumentException("initialBalance");
        if (overdraftLimit < 0) throw new IllegalArgumentException("overdraftLimit");
        ownerName = owner;
        balanceCents = initialBalance;
        maxOverdraft = overdraftLimit;
    }

    public String getOwner() { return ownerName; }

    public long getBalance() { return balanceCents; }

    public long getOverdraftLimit() { return maxOverdraft; }

    boolean allowsWithdrawal(long amount) {
        return amount - maxOverdraft <= balanceCents;
    }

    boolean allowsDeposit(long amount) {
        return Long.MAX_VALUE - amount >= balanceCents;
    }

    public void deposit(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        if (!allowsDeposit(amount)) throw new ArithmeticException("overflow");
        balanceCents += amount;
    }

    public void withdraw(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        if (!allowsWithdrawal(amount)) throw new InsufficientFundsException("insufficient funds");
        balanceCents -= amount;
    }
}
