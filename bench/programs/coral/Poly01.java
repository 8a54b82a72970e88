// Polynomial equality and inequality conditions in one variable (CORAL style).
package coral;

public class Poly01 {
    // b1: x^2 - 3x + 2 == 0 (exact roots 1 and 2).
    // Witnesses:
    //   (1.0) -> 1   b1:T
    //   (2.0) -> 1   b1:T
    //   (0.0) -> 0   b1:F
    public static int quadraticRoot(double x) {
        if (x * x - 3 * x + 2 == 0) {
            return 1;
        }
        return 0;
    }

    // b1: (x-1)(x-2)(x-3) > 0 in expanded form; b2: x > 3.
    // Witnesses:
    //   (4.0) -> 2   b1:T b2:T
    //   (1.5) -> 1   b1:T b2:F
    //   (2.5) -> 0   b1:F
    public static int cubicRegion(double x) {
        double p = x * x * x - 6 * x * x + 11 * x - 6;
        if (p > 0) {
            if (x > 3) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: (x^2-1)(x^2-9) < 0 in expanded form, i.e. 1 < |x| < 3, and x > 0.
    // Witnesses:
    //   (2.0) -> true    b1:T
    //   (-2.0) -> false  b1:F (first operand true, x > 0 false)
    //   (0.0) -> false   b1:F (first operand false)
    public static boolean quarticBand(double x) {
        if (x * x * x * x - 10 * x * x + 9 < 0 && x > 0) {
            return true;
        }
        return false;
    }
}
