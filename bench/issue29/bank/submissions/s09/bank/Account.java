package bank;

public class Account {
    private final String owner;
    private final long overdraftLimit;
    private long balance;

    public Account(String owner, long initialBalance, long overdraftLimit) {
        boolean ownerOk = owner != null && !owner.isBlank();
        if (!ownerOk || Math.min(initialBalance, overdraftLimit) < 0) {
            throw new IllegalArgumentException("bad arguments for new account");
        }
        this.owner = owner;
        this.balance = initialBalance;
        this.overdraftLimit = overdraftLimit;
    }

    public String getOwner() { return owner; }

    public long getBalance() { return balance; }

    public long getOverdraftLimit() { return overdraftLimit; }

    long room() {
        long r = balance + overdraftLimit;
        return r < balance ? Long.MAX_VALUE : r;
    }

    void setBalance(long newBalance) { balance = newBalance; }

    public void deposit(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount <= 0");
        long nb = balance + amount;
        if (nb < balance) throw new ArithmeticException("overflow");
        balance = nb;
    }

    public void withdraw(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount <= 0");
        if (amount > room()) throw new InsufficientFundsException("only " + room() + " available");
        balance -= amount;
    }
}
