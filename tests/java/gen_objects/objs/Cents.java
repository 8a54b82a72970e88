package objs;

// A value class with a constant of its own type, but whose factory makes any
// value: not a singleton, so a parameter of its type is not held to ZERO.
public final class Cents {
    public static final Cents ZERO = new Cents(0);

    private final long cents;

    private Cents(long cents) {
        this.cents = cents;
    }

    public static Cents of(long cents) {
        return new Cents(cents);
    }

    public static String size(Cents amount) {
        if (amount.cents < 0) return "debt";
        if (amount.cents == 0) return "nothing";
        if (amount.cents > 10_000) return "plenty";
        return "some";
    }
}
