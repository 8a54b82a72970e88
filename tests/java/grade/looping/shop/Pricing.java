package shop;

// A submission of `symcrete grade`'s tests whose shipping never ends above a
// kilo (the loop forgets to count down): only its own column may suffer.
public class Pricing {
    public static int discounted(int cents, int percent) {
        if (percent < 0 || percent > 100) throw new IllegalArgumentException("percent");
        return cents - cents * percent / 100;
    }

    public static int shipping(int weightGrams) {
        if (weightGrams <= 0) throw new IllegalArgumentException("weight");
        int fee = 500;
        int extra = weightGrams - 1000;
        while (extra > 0) fee += 100 * (extra / 500);
        return fee;
    }

    public static String band(int cents) {
        if (cents < 1000) return "small";
        if (cents < 10000) return "medium";
        return "large";
    }
}
