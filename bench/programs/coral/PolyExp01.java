// Polynomial and exponential conditions: bumps, tangent lines and Gaussians (CORAL style).
package coral;

public class PolyExp01 {
    // b1: x exp(-x) > 0.3 (maximum 1/e at x = 1).
    // Witnesses:
    //   (1.0) -> 1   b1:T
    //   (0.0) -> 0   b1:F
    public static int bump(double x) {
        if (x * Math.exp(-x) > 0.3) {
            return 1;
        }
        return 0;
    }

    // b1: exp(x) == x + 1 (the tangent line touches only near x = 0).
    // Witnesses:
    //   (0.0) -> 1   b1:T
    //   (1.0) -> 0   b1:F
    public static int touchesTangentLine(double x) {
        if (Math.exp(x) == x + 1) {
            return 1;
        }
        return 0;
    }

    // b1: exp(-(x^2 + y^2)) > 0.5; b2: x*y < 0.
    // Witnesses:
    //   (0.5, -0.5) -> 2   b1:T b2:T
    //   (0.5, 0.5) -> 1    b1:T b2:F
    //   (1.0, 1.0) -> 0    b1:F
    public static int gaussianCore(double x, double y) {
        if (Math.exp(-(x * x + y * y)) > 0.5) {
            if (x * y < 0) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
