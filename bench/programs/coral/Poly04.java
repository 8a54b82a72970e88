// Polynomial conditions with an int exponent and a quadratic discriminant (CORAL style).
package coral;

public class Poly04 {
    // b1: 2 <= n <= 4; b2: x^n == 16.
    // Witnesses:
    //   (2.0, 4) -> 1     b1:T b2:T
    //   (-2.0, 4) -> 1    b1:T b2:T
    //   (2.0, 3) -> 0     b1:T b2:F
    //   (2.0, 1) -> -1    b1:F (n too small)
    //   (2.0, 7) -> -1    b1:F (n too large)
    public static int powerIsSixteen(double x, int n) {
        if (n >= 2 && n <= 4) {
            if (Math.pow(x, n) == 16) {
                return 1;
            }
            return 0;
        }
        return -1;
    }

    // Number of real roots of a*t^2 + b*t + c (or -1 when not quadratic).
    // b1: a == 0; b2: discriminant > 0; b3: discriminant == 0.
    // Witnesses:
    //   (0.0, 1.0, 1.0) -> -1   b1:T
    //   (1.0, 3.0, 2.0) -> 2    b1:F b2:T
    //   (1.0, 2.0, 1.0) -> 1    b1:F b2:F b3:T
    //   (1.0, 0.0, 1.0) -> 0    b1:F b2:F b3:F
    public static int realRoots(double a, double b, double c) {
        if (a == 0) {
            return -1;
        }
        double d = b * b - 4 * a * c;
        if (d > 0) {
            return 2;
        }
        if (d == 0) {
            return 1;
        }
        return 0;
    }
}
