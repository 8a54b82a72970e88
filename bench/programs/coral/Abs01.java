// Absolute-value distance and L1-sphere conditions (CORAL style).
package coral;

public class Abs01 {
    // b1: |x - y| < 0.001; b2: |x| > 1000.
    // Witnesses:
    //   (2000.0, 2000.0005) -> 2   b1:T b2:T
    //   (1.0, 1.0) -> 1            b1:T b2:F
    //   (0.0, 1.0) -> 0            b1:F
    public static int closeValues(double x, double y) {
        if (Math.abs(x - y) < 0.001) {
            if (Math.abs(x) > 1000) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: |x| + |y| == 1; b2: x < 0 && y < 0.
    // Witnesses:
    //   (-0.25, -0.75) -> 2   b1:T b2:T
    //   (0.5, 0.5) -> 1       b1:T b2:F (x >= 0)
    //   (-0.5, 0.5) -> 1      b1:T b2:F (x < 0, y >= 0)
    //   (0.0, 0.0) -> 0       b1:F
    public static int onL1Sphere(double x, double y) {
        if (Math.abs(x) + Math.abs(y) == 1) {
            if (x < 0 && y < 0) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
