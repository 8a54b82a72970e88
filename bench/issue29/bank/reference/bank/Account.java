package bank;

public class Account {
    private final String owner;
    private final long overdraftLimit;
    private long balance;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner must not be null or blank");
        }
        if (initialBalance < 0) {
            throw new IllegalArgumentException("initial balance must not be negative");
        }
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("overdraft limit must not be negative");
        }
        this.owner = owner;
        this.balance = initialBalance;
        this.overdraftLimit = overdraftLimit;
    }

    public String getOwner() {
        return owner;
    }

    public long getBalance() {
        return balance;
    }

    public long getOverdraftLimit() {
        return overdraftLimit;
    }

    public void deposit(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        balance = Math.addExact(balance, amount);
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        // amount - overdraftLimit cannot overflow: amount > 0 and overdraftLimit >= 0
        if (amount - overdraftLimit > balance) {
            throw new InsufficientFundsException("cannot withdraw " + amount + " from " + balance);
        }
        balance -= amount;
    }
}
