// Fractional powers with an int root index and power-versus-exponential comparisons (CORAL style).
package coral;

public class Pow02 {
    // b1: 1 < n < 5; b2: x^(1/n) within 1e-9 of 2.
    // Witnesses:
    //   (8.0, 3) -> 1    b1:T b2:T
    //   (16.0, 4) -> 1   b1:T b2:T
    //   (9.0, 2) -> 0    b1:T b2:F
    //   (8.0, 1) -> -1   b1:F (n too small)
    //   (8.0, 6) -> -1   b1:F (n too large)
    public static int nthRootIsTwo(double x, int n) {
        if (n > 1 && n < 5) {
            if (Math.abs(Math.pow(x, 1.0 / n) - 2) < 1e-9) {
                return 1;
            }
            return 0;
        }
        return -1;
    }

    // b1: x^y > exp(z) && z > 3.
    // Witnesses:
    //   (3.0, 3.0, 3.1) -> true   b1:T
    //   (3.0, 3.0, 1.0) -> false  b1:F (power larger, z too small)
    //   (1.0, 1.0, 1.0) -> false  b1:F (power smaller)
    public static boolean powAboveExp(double x, double y, double z) {
        if (Math.pow(x, y) > Math.exp(z) && z > 3) {
            return true;
        }
        return false;
    }
}
