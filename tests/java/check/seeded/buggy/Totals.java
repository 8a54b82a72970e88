package seeded.buggy;

// Seeded bug: a missing amount is zero only when both are missing.
public class Totals {
    public static int add(Integer first, Integer second) {
        return first == null && second == null ? 0 : first + second;
    }
}
