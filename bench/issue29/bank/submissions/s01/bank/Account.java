package bank;

public class Account {
    private final String name;
    private final long limit;
    private long cents;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        if (owner == null || owner.isBlank() || initialBalance < 0 || overdraftLimit < 0) {
            throw new IllegalArgumentException("invalid account data");
        }
        name = owner;
        cents = initialBalance;
        limit = overdraftLimit;
    }

    public String getOwner() {
        return name;
    }

    public long getBalance() {
        return cents;
    }

    public long getOverdraftLimit() {
        return limit;
    }

    private static void requirePositive(long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be > 0: " + amount);
        }
    }

    boolean canTake(long amount) {
        long available;
        try {
            available = Math.addExact(cents, limit);
        } catch (ArithmeticException e) {
            return true; // more than Long.MAX_VALUE available
        }
        return amount <= available;
    }

    boolean canTakeIn(long amount) {
        return cents <= Long.MAX_VALUE - amount;
    }

    public void deposit(long amount) {
        requirePositive(amount);
        if (!canTakeIn(amount)) {
            throw new ArithmeticException("balance too large");
        }
        cents += amount;
    }

    public void withdraw(long amount) {
        requirePositive(amount);
        if (!canTake(amount)) {
            throw new InsufficientFundsException("not enough money");
        }
        cents -= amount;
    }
}
