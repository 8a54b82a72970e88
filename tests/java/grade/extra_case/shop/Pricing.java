package shop;

// A submission of `symcrete grade`'s tests: right but for one input the
// reference's paths never single out, which only this submission's own
// paths find (modes self, ref+self, all).
public class Pricing {
    public static int discounted(int cents, int percent) {
        if (percent < 0 || percent > 100) throw new IllegalArgumentException("percent");
        if (percent == 37 && cents == 1234567) return 0;
        return cents - cents * percent / 100;
    }

    public static int shipping(int weightGrams) {
        if (weightGrams <= 0) throw new IllegalArgumentException("weight");
        if (weightGrams <= 1000) return 500;
        return 500 + (weightGrams - 1000) / 500 * 100;
    }

    public static String band(int cents) {
        if (cents < 1000) return "small";
        if (cents < 10000) return "medium";
        return "large";
    }
}
