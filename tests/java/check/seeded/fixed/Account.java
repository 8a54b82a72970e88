package seeded.fixed;

// The twin of seeded.buggy.Account: the balance is checked too (a contract).
public class Account {
    private long balance;

    public Account(long opening) {
        if (opening < 0) throw new IllegalArgumentException("negative opening balance");
        this.balance = opening;
    }

    public long withdraw(long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        if (amount > balance) throw new IllegalStateException("insufficient funds");
        balance -= amount;
        audit();
        return balance;
    }

    private void audit() {
        assert balance >= 0 : "overdrawn";
    }
}
