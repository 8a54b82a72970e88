package bank;

public class Account {
    private final String owner;
    private long balance;
    private final long limit;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner missing");
        }
        if (initialBalance < 0 || overdraftLimit < 0) {
            throw new IllegalArgumentException("negative amount");
        }
        this.owner = owner;
        this.balance = initialBalance;
        this.limit = overdraftLimit;
    }

    public String getOwner() {
        return owner;
    }

    public long getBalance() {
        return balance;
    }

    public long getOverdraftLimit() {
        return limit;
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
        if (balance < amount - limit) {
            throw new InsufficientFundsException("insufficient funds");
        }
        balance = balance - amount;
    }
}
