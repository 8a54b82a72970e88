// Power-function equalities: commuting powers and exact powers of two (CORAL style).
package coral;

public class Pow01 {
    // b1: x > 1 && y > 1; b2: x^y == y^x with x != y.
    // Witnesses:
    //   (2.0, 4.0) -> 2   b1:T b2:T
    //   (2.0, 3.0) -> 1   b1:T b2:F (powers differ)
    //   (3.0, 3.0) -> 1   b1:T b2:F (powers equal, x == y)
    //   (0.0, 2.0) -> 0   b1:F (x <= 1)
    //   (2.0, 0.0) -> 0   b1:F (y <= 1)
    public static int commutingPowers(double x, double y) {
        if (x > 1 && y > 1) {
            if (Math.pow(x, y) == Math.pow(y, x) && x != y) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: 2^x == 1024.
    // Witnesses:
    //   (10.0) -> 1   b1:T
    //   (0.0) -> 0    b1:F
    public static int powerOfTwo(double x) {
        if (Math.pow(2, x) == 1024) {
            return 1;
        }
        return 0;
    }
}
