// Transcendental fixed points with tight tolerances: hard but satisfiable (CORAL style).
package coral;

public class Hard01 {
    // b1: tan(x) within 1e-9 of x, with 4 < x < 5 (first positive root, about 4.4934).
    // Witnesses:
    //   (4.493409457909064) -> 1   b1:T
    //   (0.0) -> 0                 b1:F (fixed point, x <= 4)
    //   (7.725251836937707) -> 0   b1:F (fixed point, x >= 5)
    //   (1.0) -> 0                 b1:F (not a fixed point)
    public static int tanFixedPoint(double x) {
        if (Math.abs(Math.tan(x) - x) < 1e-9 && x > 4 && x < 5) {
            return 1;
        }
        return 0;
    }

    // b1: cos(x) within 1e-9 of x (the Dottie number, about 0.739085).
    // Witnesses:
    //   (0.7390851332151607) -> 1   b1:T
    //   (0.0) -> 0                  b1:F
    public static int cosFixedPoint(double x) {
        if (Math.abs(Math.cos(x) - x) < 1e-9) {
            return 1;
        }
        return 0;
    }

    // b1: exp(-x) within 1e-9 of x (the omega constant, about 0.567143).
    // Witnesses:
    //   (0.5671432904097838) -> 1   b1:T
    //   (1.0) -> 0                  b1:F
    public static int expFixedPoint(double x) {
        if (Math.abs(Math.exp(-x) - x) < 1e-9) {
            return 1;
        }
        return 0;
    }
}
