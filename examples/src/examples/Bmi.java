package examples;

/** Float division and thresholds: body-mass-index categories, with input checks written so that NaN is rejected. */
public class Bmi {
    public static final int UNDERWEIGHT = 0;
    public static final int NORMAL = 1;
    public static final int OVERWEIGHT = 2;
    public static final int OBESE = 3;

    /** Weight over height squared. !(x > 0) is true for NaN, where x <= 0 would be false. */
    public static float index(float weightKg, float heightM) {
        if (!(weightKg > 0) || !(heightM > 0)) {
            throw new IllegalArgumentException("weight and height must be positive");
        }
        return weightKg / (heightM * heightM);
    }

    public static int category(float weightKg, float heightM) {
        float bmi = index(weightKg, heightM);
        if (bmi < 18.5f) return UNDERWEIGHT;
        if (bmi < 25.0f) return NORMAL;
        if (bmi < 30.0f) return OVERWEIGHT;
        return OBESE;  // also an infinite index, e.g. for a tiny height
    }

    private Bmi() {
        // static methods only
    }
}
