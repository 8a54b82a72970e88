// Arc-tangent and atan2 angle conditions in two variables (CORAL style).
package coral;

public class Atan01 {
    // b1: atan2(y, x) > 1.2 (steep or backward direction); b2: atan(y) < 0.5.
    // Witnesses:
    //   (-1.0, 0.5) -> 2   b1:T b2:T
    //   (0.0, 1.0) -> 1    b1:T b2:F
    //   (1.0, 0.0) -> 0    b1:F
    public static int steepAngle(double x, double y) {
        if (Math.atan2(y, x) > 1.2) {
            if (Math.atan(y) < 0.5) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // Quadrant of (x, y) from its polar angle.
    // b1: angle < 0; b2: angle < -pi/2; b3: angle > pi/2.
    // Witnesses:
    //   (-1.0, -1.0) -> 3   b1:T b2:T
    //   (1.0, -1.0) -> 4    b1:T b2:F
    //   (-1.0, 1.0) -> 2    b1:F b3:T
    //   (1.0, 1.0) -> 1     b1:F b3:F
    public static int quadrant(double x, double y) {
        double a = Math.atan2(y, x);
        if (a < 0) {
            if (a < -Math.PI / 2) {
                return 3;
            }
            return 4;
        }
        if (a > Math.PI / 2) {
            return 2;
        }
        return 1;
    }
}
