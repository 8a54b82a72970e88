package bank;

public class Account {
    private final String owner;
    private final long overdraftLimit;
    private long balance;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner must be given");
        }
        if (initialBalance < 0) {
            throw new IllegalArgumentException("initial balance < 0");
        }
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("overdraft limit < 0");
        }
        this.owner = owner;
        this.overdraftLimit = overdraftLimit;
        this.balance = initialBalance;
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
            throw new IllegalArgumentException("amount <= 0");
        }
        if (balance > Long.MAX_VALUE - amount) {
            throw new ArithmeticException("balance would overflow");
        }
        balance += amount;
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount <= 0");
        }
        if (balance < amount - overdraftLimit) {
            throw new InsufficientFundsException("not enough funds");
        }
        balance -= amount;
    }
}
