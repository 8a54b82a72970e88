// Mixed polynomial, trigonometric and exponential conditions in two and three variables (CORAL style).
package coral;

public class PolyTrig02 {
    // b1: sin(x) + cos(y) + x*y > tan(z) && 0 < z < 1.5.
    // Witnesses:
    //   (1.0, 1.0, 0.5) -> 1    b1:T
    //   (0.0, 0.0, 1.4) -> 0    b1:F (tan(z) too large)
    //   (1.0, 1.0, -0.5) -> 0   b1:F (inequality holds, z <= 0)
    //   (1.0, 1.0, 2.0) -> 0    b1:F (inequality holds, z >= 1.5)
    public static int sumAboveTangent(double x, double y, double z) {
        if (Math.sin(x) + Math.cos(y) + x * y > Math.tan(z) && z > 0 && z < 1.5) {
            return 1;
        }
        return 0;
    }

    // b1: sin(x) exp(y) within 1e-6 of cos(x*y); hard, but satisfiable.
    // Witnesses:
    //   (0.5, 0.6767847204522598) -> 1   b1:T
    //   (0.0, 0.0) -> 0                  b1:F
    public static int sineExpMeetsCosine(double x, double y) {
        if (Math.abs(Math.sin(x) * Math.exp(y) - Math.cos(x * y)) < 1e-6) {
            return 1;
        }
        return 0;
    }
}
