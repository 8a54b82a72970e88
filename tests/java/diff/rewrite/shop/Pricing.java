package shop;

// The reference written otherwise, with the same behaviour on every input:
// no difference may be reported.
public class Pricing {
    private static final int BASE_FEE = 500;

    public static int discounted(int cents, int percent) {
        if (!(0 <= percent && percent <= 100)) {
            throw new IllegalArgumentException("discount out of range");
        }
        int off = cents * percent / 100;
        return cents - off;
    }

    public static int shipping(int weightGrams) {
        if (weightGrams > 1000) {
            int extra = (weightGrams - 1000) / 500;
            return BASE_FEE + 100 * extra;
        }
        if (weightGrams > 0) return BASE_FEE;
        throw new IllegalArgumentException();
    }

    public static String band(int cents) {
        return cents >= 10000 ? "large" : cents >= 1000 ? "medium" : "small";
    }
}
