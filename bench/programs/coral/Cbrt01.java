// Cube-root conditions on negative inputs and cube root versus square root (CORAL style).
package coral;

public class Cbrt01 {
    // b1: cbrt(x) < -2 && x > -27.5 (x in (-27.5, -8)).
    // Witnesses:
    //   (-9.0) -> 1    b1:T
    //   (-30.0) -> 0   b1:F (root small enough, x too small)
    //   (0.0) -> 0     b1:F (root too large)
    public static int cbrtNegativeBand(double x) {
        if (Math.cbrt(x) < -2 && x > -27.5) {
            return 1;
        }
        return 0;
    }

    // b1: x > 0; b2: cbrt(x) > sqrt(x) (0 < x < 1).
    // Witnesses:
    //   (0.5) -> 2    b1:T b2:T
    //   (4.0) -> 1    b1:T b2:F
    //   (-1.0) -> 0   b1:F
    public static int cbrtVsSqrt(double x) {
        if (x > 0) {
            if (Math.cbrt(x) > Math.sqrt(x)) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
