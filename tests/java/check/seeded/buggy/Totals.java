package seeded.buggy;

// Seeded bug: unboxing a missing amount.
public class Totals {
    public static int add(Integer first, Integer second) {
        return first + second;
    }
}
