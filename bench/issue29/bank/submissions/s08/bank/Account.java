package bank;

/**
 * Bank account with an overdraft limit. All amounts in cents.
 */
public class Account {

    private final String owner;
    private long balance;
    private final long overdraftLimit;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner must not be null or blank");
        }
        if (initialBalance < 0) {
            throw new IllegalArgumentException("initial balance must be >= 0");
        }
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("overdraft limit must be >= 0");
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

    /** True if the balance may be reduced by amount. */
    boolean mayWithdraw(long amount) {
        return amount - overdraftLimit <= balance;
    }

    /** True if amount can be added without overflow. */
    boolean mayDeposit(long amount) {
        return balance <= Long.MAX_VALUE - amount;
    }

    public void deposit(long amount) {
        requirePositive(amount);
        if (!mayDeposit(amount)) {
            throw new ArithmeticException("balance overflow");
        }
        balance += amount;
    }

    public void withdraw(long amount) {
        requirePositive(amount);
        if (!mayWithdraw(amount)) {
            throw new InsufficientFundsException("insufficient funds");
        }
        balance -= amount;
    }

    private static void requirePositive(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
    }
}
