// Trigonometric functions of polynomial arguments and sums of cosines (CORAL style).
package coral;

public class Trig04 {
    // b1: sin(x^2) > 0.99 && x > 2 (x^2 near 5pi/2, 9pi/2, ...).
    // Witnesses:
    //   (2.8024956081989645) -> 1   b1:T
    //   (1.2533141373155001) -> 0   b1:F (sine holds at x^2 = pi/2, x too small)
    //   (0.0) -> 0                  b1:F (sine too small)
    public static int sinOfSquare(double x) {
        if (Math.sin(x * x) > 0.99 && x > 2) {
            return 1;
        }
        return 0;
    }

    // b1: cos(x) + cos(y) + cos(z) < -2.9 (all angles near pi); b2: x + y + z > 10.
    // Witnesses:
    //   (3.34, 3.34, 3.34) -> 2   b1:T b2:T
    //   (3.1, 3.1, 3.1) -> 1      b1:T b2:F
    //   (0.0, 0.0, 0.0) -> 0      b1:F
    public static int cosineSum(double x, double y, double z) {
        if (Math.cos(x) + Math.cos(y) + Math.cos(z) < -2.9) {
            if (x + y + z > 10) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
