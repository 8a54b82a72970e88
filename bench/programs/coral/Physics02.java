// Navigation: bearing normalisation with atan2 and glide-slope angles with atan (CORAL style).
package coral;

public class Physics02 {
    // Turn direction towards target (x, y) from a heading (radians): 1 left, -1 right, 0 straight.
    // b1: diff > pi; b2: diff < -pi; b3: |diff| < 0.01; b4: diff > 0.
    // Witnesses:
    //   (-1.0, 0.1, -1.0) -> -1   b1:T b2:F b3:F b4:F
    //   (-1.0, -0.1, 1.0) -> 1    b1:F b2:T b3:F b4:T
    //   (1.0, 0.0, 0.0) -> 0      b1:F b2:F b3:T
    //   (0.0, 1.0, 0.0) -> 1      b1:F b2:F b3:F b4:T
    //   (0.0, -1.0, 0.0) -> -1    b1:F b2:F b3:F b4:F
    public static int turnDirection(double x, double y, double heading) {
        double diff = Math.atan2(y, x) - heading;
        if (diff > Math.PI) {
            diff -= 2 * Math.PI;
        }
        if (diff < -Math.PI) {
            diff += 2 * Math.PI;
        }
        if (Math.abs(diff) < 0.01) {
            return 0;
        }
        if (diff > 0) {
            return 1;
        }
        return -1;
    }

    // Glide-slope angle atan(altitude / distance) in degrees must lie in (2.5, 3.5).
    // b1: distance > 0; b2: 2.5 < angle < 3.5.
    // Witnesses:
    //   (1000.0, 19081.0) -> 1   b1:T b2:T
    //   (1000.0, 1000.0) -> 0    b1:T b2:F (too steep)
    //   (1.0, 1000.0) -> 0       b1:T b2:F (too shallow)
    //   (1000.0, 0.0) -> -1      b1:F
    public static int onGlideSlope(double altitude, double distance) {
        if (distance > 0) {
            double angle = Math.toDegrees(Math.atan(altitude / distance));
            if (angle > 2.5 && angle < 3.5) {
                return 1;
            }
            return 0;
        }
        return -1;
    }
}
