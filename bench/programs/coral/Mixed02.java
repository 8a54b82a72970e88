// Double-valued results guarded by logarithm and damped-cosine conditions (CORAL style).
package coral;

public class Mixed02 {
    // b1: y == 0; b2: x / y <= 0.
    // Witnesses:
    //   (1.0, 0.0) -> NaN      b1:T
    //   (-1.0, 1.0) -> 0.0     b1:F b2:T
    //   (10.0, 1.0) -> ~2.302585   b1:F b2:F
    public static double safeLogRatio(double x, double y) {
        if (y == 0) {
            return Double.NaN;
        }
        double r = x / y;
        if (r <= 0) {
            return 0.0;
        }
        return Math.log(r);
    }

    // b1: t < 0; b2: exp(-0.1 t) cos(t) < -0.7.
    // Witnesses:
    //   (3.141592653589793) -> -1.0   b1:F b2:T
    //   (0.0) -> 1.0                  b1:F b2:F
    //   (-1.0) -> 0.0                 b1:T
    public static double dampedCosine(double t) {
        if (t < 0) {
            return 0.0;
        }
        double v = Math.exp(-0.1 * t) * Math.cos(t);
        if (v < -0.7) {
            return -1.0;
        }
        return v;
    }
}
