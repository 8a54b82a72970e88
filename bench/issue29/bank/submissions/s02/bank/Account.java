package bank;

public class Account {
    private String owner;
    private long balance;
    private long overdraftLimit;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("Invalid owner");
        }
        if (initialBalance < 0) {
            throw new IllegalArgumentException("Invalid initial balance");
        }
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("Invalid overdraft limit");
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

    boolean canWithdraw(long amount) {
        return amount - overdraftLimit < balance;
    }

    boolean canDeposit(long amount) {
        return balance <= Long.MAX_VALUE - amount;
    }

    public void deposit(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Invalid amount");
        }
        if (!canDeposit(amount)) {
            throw new ArithmeticException("Balance overflow");
        }
        balance += amount;
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Invalid amount");
        }
        if (!canWithdraw(amount)) {
            throw new InsufficientFundsException("Insufficient funds");
        }
        balance -= amount;
    }
}
