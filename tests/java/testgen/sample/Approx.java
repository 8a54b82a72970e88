package sample;

// Floating-point results for approximate assertions (one ulp).
public class Approx {
    static double third(double x) {
        return x / 3;
    }

    static float thirdF(float x) {
        return x / 3;
    }
}
