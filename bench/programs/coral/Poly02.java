// Polynomial conditions in two variables: products, conics and hyperbolas (CORAL style).
package coral;

public class Poly02 {
    // b1: x*y > 10 && x + y < 7.
    // Witnesses:
    //   (2.5, 4.2) -> 1   b1:T
    //   (5.0, 5.0) -> 0   b1:F (product holds, sum too large)
    //   (0.0, 0.0) -> 0   b1:F (product too small)
    public static int productAndSum(double x, double y) {
        if (x * y > 10 && x + y < 7) {
            return 1;
        }
        return 0;
    }

    // b1: point inside the ellipse x^2/4 + y^2/9 <= 1; b2: x > y.
    // Witnesses:
    //   (1.0, 0.0) -> 2   b1:T b2:T
    //   (0.0, 1.0) -> 1   b1:T b2:F
    //   (3.0, 0.0) -> 0   b1:F
    public static int ellipse(double x, double y) {
        if (x * x / 4 + y * y / 9 <= 1) {
            if (x > y) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: exactly on the hyperbola x^2 - y^2 == 1, off the x axis.
    // Witnesses:
    //   (1.25, 0.75) -> true   b1:T
    //   (1.0, 0.0) -> false    b1:F (on the hyperbola, but y == 0)
    //   (0.0, 0.0) -> false    b1:F (off the hyperbola)
    public static boolean onHyperbola(double x, double y) {
        if (x * x - y * y == 1 && y != 0) {
            return true;
        }
        return false;
    }
}
