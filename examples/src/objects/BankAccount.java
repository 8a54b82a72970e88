package objects;

/** A bank account holding a balance in cents, with an optional overdraft and a freeze switch. */
public class BankAccount {
    private static final long MAX_DEPOSIT_CENTS = 1_000_000_00L;

    private final String owner;
    private final long overdraftLimitCents;
    private long balanceCents;
    private boolean frozen;
    private int transactionCount;

    public BankAccount(String owner, long openingBalanceCents, long overdraftLimitCents) {
        if (owner == null || owner.isBlank()) {
            throw new IllegalArgumentException("owner must not be blank");
        }
        if (openingBalanceCents < 0) {
            throw new IllegalArgumentException("opening balance must not be negative");
        }
        if (overdraftLimitCents < 0 || overdraftLimitCents > MAX_DEPOSIT_CENTS) {
            throw new IllegalArgumentException("overdraft limit out of range: " + overdraftLimitCents);
        }
        this.owner = owner.trim();
        this.balanceCents = openingBalanceCents;
        this.overdraftLimitCents = overdraftLimitCents;
    }

    public String getOwner() {
        return owner;
    }

    public long getBalanceCents() {
        return balanceCents;
    }

    public int getTransactionCount() {
        return transactionCount;
    }

    public boolean isFrozen() {
        return frozen;
    }

    public void freeze() {
        frozen = true;
    }

    public void unfreeze() {
        frozen = false;
    }

    public boolean isOverdrawn() {
        return balanceCents < 0;
    }

    public void deposit(long amountCents) {
        if (frozen) {
            throw new IllegalStateException("account is frozen");
        }
        if (amountCents <= 0 || amountCents > MAX_DEPOSIT_CENTS) {
            throw new IllegalArgumentException("invalid deposit amount: " + amountCents);
        }
        balanceCents += amountCents;
        transactionCount++;
    }

    public void withdraw(long amountCents) {
        if (frozen) {
            throw new IllegalStateException("account is frozen");
        }
        if (amountCents <= 0) {
            throw new IllegalArgumentException("invalid withdrawal amount: " + amountCents);
        }
        if (amountCents > balanceCents + overdraftLimitCents) {
            throw new IllegalStateException("insufficient funds");
        }
        balanceCents -= amountCents;
        transactionCount++;
    }

    /** Moves money to {@code target}; nothing changes if either side refuses. */
    public void transferTo(BankAccount target, long amountCents) {
        if (target == null || target == this) {
            throw new IllegalArgumentException("invalid transfer target");
        }
        if (target.frozen) {
            throw new IllegalStateException("target account is frozen");
        }
        if (amountCents > MAX_DEPOSIT_CENTS) {
            throw new IllegalArgumentException("transfer too large: " + amountCents);
        }
        withdraw(amountCents);
        target.deposit(amountCents);
    }

    /** Charges a fee when the balance is below {@code minimumCents}; returns the fee charged. */
    public long applyMonthlyFee(long minimumCents, long feeCents) {
        if (feeCents < 0) {
            throw new IllegalArgumentException("fee must not be negative");
        }
        if (frozen || feeCents == 0 || balanceCents >= minimumCents) {
            return 0;
        }
        balanceCents -= feeCents;
        return feeCents;
    }
}
