// Logistic and softplus activations built from exp and log (CORAL style).
package coral;

public class Mixed01 {
    // s = 1 / (1 + exp(-(w x + b))). b1: s > 0.99; b2: s < 0.01.
    // Witnesses:
    //   (10.0, 1.0, 0.0) -> 1     b1:T
    //   (-10.0, 1.0, 0.0) -> -1   b1:F b2:T
    //   (0.0, 1.0, 0.0) -> 0      b1:F b2:F
    public static int sigmoidSaturated(double x, double w, double b) {
        double s = 1.0 / (1.0 + Math.exp(-(w * x + b)));
        if (s > 0.99) {
            return 1;
        }
        if (s < 0.01) {
            return -1;
        }
        return 0;
    }

    // b1: log(1 + exp(x)) within 1e-9 of 2 (x near ln(e^2 - 1)).
    // Witnesses:
    //   (1.854586542131141) -> 1   b1:T
    //   (0.0) -> 0                 b1:F
    public static int softplusIsTwo(double x) {
        if (Math.abs(Math.log(1 + Math.exp(x)) - 2) < 1e-9) {
            return 1;
        }
        return 0;
    }
}
