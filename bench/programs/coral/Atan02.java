// Arc-tangent sums, limits and differences (CORAL style).
package coral;

public class Atan02 {
    // b1: atan(x) + atan(y) within 1e-9 of pi/4 with x != y (Machin-like pairs).
    // Witnesses:
    //   (0.5, 0.3333333333333333) -> true              b1:T
    //   (0.41421356237309503, 0.41421356237309503) -> false   b1:F (sum holds, x == y)
    //   (0.0, 0.0) -> false                            b1:F (sum is 0)
    public static boolean atanSumQuarterPi(double x, double y) {
        if (Math.abs(Math.atan(x) + Math.atan(y) - Math.PI / 4) < 1e-9 && x != y) {
            return true;
        }
        return false;
    }

    // b1: atan(x) > 1.57 (x very large).
    // Witnesses:
    //   (10000.0) -> 1   b1:T
    //   (1.0) -> 0       b1:F
    public static int atanLimit(double x) {
        if (Math.atan(x) > 1.57) {
            return 1;
        }
        return 0;
    }

    // b1: x > 0 && y > 0; b2: atan(x) - atan(y) > 1; b3: atan(x) - atan(y) > 0.
    // Witnesses:
    //   (100.0, 0.1) -> 2   b1:T b2:T
    //   (2.0, 1.0) -> 1     b1:T b2:F b3:T
    //   (1.0, 2.0) -> 0     b1:T b2:F b3:F
    //   (-1.0, 1.0) -> -1   b1:F (x <= 0)
    //   (1.0, -1.0) -> -1   b1:F (y <= 0)
    public static int atanDifference(double x, double y) {
        if (x > 0 && y > 0) {
            double d = Math.atan(x) - Math.atan(y);
            if (d > 1.0) {
                return 2;
            }
            if (d > 0) {
                return 1;
            }
            return 0;
        }
        return -1;
    }
}
