package seeded.buggy;

// Seeded bug: withdrawing checks the amount (its contract) but not the
// balance, and the audit assert then fails.
public class Account {
    private long balance;

    public Account(long opening) {
        if (opening < 0) throw new IllegalArgumentException("negative opening balance");
        this.balance = opening;
    }

    public long withdraw(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        balance -= amount;
        audit();
        return balance;
    }

    private void audit() {
        assert balance >= 0 : "overdrawn";
    }
}
