package bank;

public class Account {
    private final String owner;
    private long balance;
    private final long overdraftLimit;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank() || initialBalance < 0 || overdraftLimit < 0) {
            throw new IllegalArgumentException("invalid arguments");
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
            throw new IllegalArgumentException("invalid amount");
        }
        balance = Math.addExact(balance, amount);
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("invalid amount");
        }
        if (balance < amount - overdraftLimit) {
            throw new InsufficientFundsException("insufficient funds");
        }
        balance = balance - amount;
    }
}
