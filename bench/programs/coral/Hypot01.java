// Euclidean-norm (hypot) bands in two and three dimensions (CORAL style).
package coral;

public class Hypot01 {
    // b1: 10 < hypot(x, y) < 10.5.
    // Witnesses:
    //   (6.0, 8.2) -> 1    b1:T
    //   (20.0, 0.0) -> 0   b1:F (norm too large)
    //   (1.0, 1.0) -> 0    b1:F (norm too small)
    public static int hypotBand(double x, double y) {
        double h = Math.hypot(x, y);
        if (h > 10 && h < 10.5) {
            return 1;
        }
        return 0;
    }

    // b1: hypot(x, y) > |x| + |y| - 1.
    // Witnesses:
    //   (0.5, 0.5) -> 1     b1:T
    //   (10.0, 10.0) -> 0   b1:F
    public static int hypotVsManhattan(double x, double y) {
        if (Math.hypot(x, y) > Math.abs(x) + Math.abs(y) - 1) {
            return 1;
        }
        return 0;
    }

    // b1: inside the unit ball && x*y*z > 0.1.
    // Witnesses:
    //   (0.5, 0.5, 0.5) -> true    b1:T
    //   (0.1, 0.1, 0.1) -> false   b1:F (inside, product too small)
    //   (1.0, 1.0, 1.0) -> false   b1:F (outside)
    public static boolean ballWithLargeProduct(double x, double y, double z) {
        if (Math.hypot(Math.hypot(x, y), z) < 1 && x * y * z > 0.1) {
            return true;
        }
        return false;
    }
}
