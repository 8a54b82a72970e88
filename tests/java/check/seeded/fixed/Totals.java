package seeded.fixed;

// The twin of seeded.buggy.Totals: a missing amount is zero.
public class Totals {
    public static int add(Integer first, Integer second) {
        return (first == null ? 0 : first) + (second == null ? 0 : second);
    }
}
