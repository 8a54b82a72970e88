// Exponential near-equalities and logarithm identities broken by overflow (CORAL style).
package coral;

public class ExpLog02 {
    // b1: exp(x) within 1e-9 of 10 (x near ln 10).
    // Witnesses:
    //   (2.302585092994046) -> 1   b1:T
    //   (0.0) -> 0                 b1:F
    public static int expNearTen(double x) {
        if (Math.abs(Math.exp(x) - 10) < 1e-9) {
            return 1;
        }
        return 0;
    }

    // b1: x > 0 && y > 0; b2: log(x*y) differs from log(x) + log(y) (only when x*y overflows or underflows).
    // Witnesses:
    //   (1.0E200, 1.0E200) -> 2   b1:T b2:T
    //   (2.0, 3.0) -> 1           b1:T b2:F
    //   (-1.0, 1.0) -> 0          b1:F (x <= 0)
    //   (1.0, -1.0) -> 0          b1:F (y <= 0)
    public static int logProductRule(double x, double y) {
        if (x > 0 && y > 0) {
            if (Math.abs(Math.log(x * y) - Math.log(x) - Math.log(y)) > 1e-3) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
