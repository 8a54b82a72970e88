package bank;

/**
 * A single bank account. Amounts are in cents.
 */
public class Account {

    private final String holder;
    private long balance;
    private final long overdraft;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (overdraftLimit < 0) {
            throw new IllegalArgumentException("negative overdraft limit");
        }
        if (initialBalance < 0) {
            throw new IllegalArgumentException("negative initial balance");
        }
        if (owner == null) {
            throw new IllegalArgumentException("owner is null");
        }
        if (owner.isBlank()) {
            throw new IllegalArgumentException("owner is blank");
        }
        this.holder = owner;
        this.balance = initialBalance;
        this.overdraft = overdraftLimit;
    }

    public String getOwner() {
        return holder;
    }

    public long getBalance() {
        return balance;
    }

    public long getOverdraftLimit() {
        return overdraft;
    }

    /** Checks the withdraw rule without changing anything. */
    void checkWithdraw(long amount) {
        long after;
        try {
            after = Math.subtractExact(balance, amount);
        } catch (ArithmeticException e) {
            throw new InsufficientFundsException("withdrawal of " + amount + " not covered");
        }
        if (after < -overdraft) {
            throw new InsufficientFundsException("withdrawal of " + amount + " not covered");
        }
    }

    /** Checks the deposit rule without changing anything. */
    void checkDeposit(long amount) {
        if (balance > Long.MAX_VALUE - amount) {
            throw new ArithmeticException("deposit of " + amount + " overflows");
        }
    }

    public void deposit(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("deposit must be positive");
        }
        checkDeposit(amount);
        balance = balance + amount;
    }

    public void withdraw(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("withdrawal must be positive");
        }
        checkWithdraw(amount);
        balance = balance - amount;
    }
}
