package ctors;

/** An account whose constructors refuse a blank owner and a negative opening balance. */
public class BankAccount {
    private final String owner;
    private long balance;
    private boolean frozen;
    private int transactions;

    public BankAccount(String owner) {
        this(owner, 0);
    }

    public BankAccount(String owner, long openingBalance) {
        if (owner == null || owner.isEmpty()) throw new IllegalArgumentException("owner required");
        if (openingBalance < 0) throw new IllegalArgumentException("negative opening balance");
        this.owner = owner;
        this.balance = openingBalance;
    }

    public long getBalance() {
        return balance;
    }

    public int getTransactions() {
        return transactions;
    }

    public void freeze() {
        frozen = true;
    }

    public void deposit(long amount) {
        if (frozen) throw new IllegalStateException("frozen");
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        balance += amount;
        transactions++;
    }

    public boolean withdraw(long amount) {
        if (frozen) throw new IllegalStateException("frozen");
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        if (amount > balance) return false;
        balance -= amount;
        transactions++;
        return true;
    }

    public int owner(String name) {
        if (owner.equals(name)) return 1;
        return owner.length() > 3 ? 2 : 3;
    }
}
