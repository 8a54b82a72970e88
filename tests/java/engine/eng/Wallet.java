package eng;

// Receivers made the way a user makes them: by a constructor that validates
// its arguments, or by a static factory (construction-first exploration).
public class Wallet {
    public static class Limit {
        long max;
    }

    private long balance;
    private boolean frozen;
    private Limit limit;

    public Wallet(long opening) {
        if (opening < 0) throw new IllegalArgumentException("negative opening balance");
        balance = opening;
    }

    // A reference argument of the constructor is an input like the method's own.
    public Wallet(long opening, Limit limit) {
        this(opening);
        if (limit != null && limit.max < 0) throw new IllegalArgumentException("negative limit");
        this.limit = limit;
    }

    // The factory refuses zero by returning null.
    public static Wallet open(int cents) {
        if (cents == 0) return null;
        return new Wallet(cents < 0 ? -cents : cents);
    }

    public void freeze() {
        frozen = true;
    }

    // Through a constructor, `frozen` is false: that throw needs freeze() first.
    public int withdraw(long amount) {
        if (frozen) throw new IllegalStateException("frozen");
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive");
        if (limit != null && amount > limit.max) return -2;
        if (amount > balance) return -1;
        balance -= amount;
        return balance == 0 ? 0 : 1;
    }
}
