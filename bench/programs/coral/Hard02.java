// Intersections of a circle with exp and of log with sin under tight tolerances (CORAL style).
package coral;

public class Hard02 {
    // b1: (x, y) on the circle x^2 + y^2 = 4 and on y = exp(x), both to 1e-9; b2: x < 0.
    // Witnesses:
    //   (-1.995373170063196, 0.13596290741210193) -> 2   b1:T b2:T
    //   (0.6392630748084189, 1.8950838295934263) -> 1    b1:T b2:F
    //   (0.0, 2.0) -> 0                                  b1:F (on the circle, off the curve)
    //   (0.0, 0.0) -> 0                                  b1:F (off the circle)
    public static int circleMeetsExp(double x, double y) {
        if (Math.abs(x * x + y * y - 4) < 1e-9 && Math.abs(Math.exp(x) - y) < 1e-9) {
            if (x < 0) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: x > 0 && log(x) within 1e-9 of sin(x) (root about 2.2191).
    // Witnesses:
    //   (2.219107148913746) -> true   b1:T
    //   (1.0) -> false                b1:F (x > 0, values differ)
    //   (-1.0) -> false               b1:F (x <= 0)
    public static boolean logMeetsSin(double x) {
        if (x > 0 && Math.abs(Math.log(x) - Math.sin(x)) < 1e-9) {
            return true;
        }
        return false;
    }
}
