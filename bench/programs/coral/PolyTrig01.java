// Polynomial and trigonometric conditions in one and two variables (CORAL style).
package coral;

public class PolyTrig01 {
    // b1: x^2 sin(y) + y cos(x) > 3.
    // Witnesses:
    //   (2.0, 1.5707963267948966) -> 1   b1:T
    //   (0.0, 0.0) -> 0                  b1:F
    public static int squareTimesSine(double x, double y) {
        if (x * x * Math.sin(y) + y * Math.cos(x) > 3) {
            return 1;
        }
        return 0;
    }

    // b1: s^2 - 1.5 s + 0.5 < 0 for s = sin(x), i.e. 0.5 < sin(x) < 1.
    // Witnesses:
    //   (1.0) -> 1   b1:T
    //   (0.0) -> 0   b1:F
    public static int quadraticInSine(double x) {
        double s = Math.sin(x);
        if (s * s - 1.5 * s + 0.5 < 0) {
            return 1;
        }
        return 0;
    }

    // b1: x sin(y) > 1; b2: y cos(x) < -1.
    // Witnesses:
    //   (3.0, 2.0) -> 2                  b1:T b2:T
    //   (2.0, 1.5707963267948966) -> 1   b1:T b2:F
    //   (0.0, 0.0) -> 0                  b1:F
    public static int crossedProducts(double x, double y) {
        if (x * Math.sin(y) > 1) {
            if (y * Math.cos(x) < -1) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
