package shop;

// A candidate with three differences from the reference: no upper bound on
// the percentage (a value where the reference throws), the wrong exception
// for a weight of zero, and a boundary one off in band.
public class Pricing {
    public static int discounted(int cents, int percent) {
        if (percent < 0) throw new IllegalArgumentException("percent");
        return cents - cents * percent / 100;
    }

    public static int shipping(int weightGrams) {
        if (weightGrams < 0) throw new IllegalArgumentException("weight");
        if (weightGrams == 0) throw new IllegalStateException("empty parcel");
        if (weightGrams <= 1000) return 500;
        return 500 + (weightGrams - 1000) / 500 * 100;
    }

    public static String band(int cents) {
        if (cents <= 1000) return "small";
        if (cents < 10000) return "medium";
        return "large";
    }
}
