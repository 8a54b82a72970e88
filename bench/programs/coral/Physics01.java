// Ballistics and pendulum formulas with trigonometric and square-root terms (CORAL style).
package coral;

public class Physics01 {
    // Projectile range v^2 sin(2 theta) / g must land in (100, 101).
    // b1: v > 0 && 0 < theta < pi/2; b2: 100 < range < 101.
    // Witnesses:
    //   (31.4, 0.7853981633974483) -> 1   b1:T b2:T
    //   (40.0, 0.785) -> 0                b1:T b2:F (range too long)
    //   (10.0, 0.785) -> 0                b1:T b2:F (range too short)
    //   (-1.0, 0.5) -> -1                 b1:F (v <= 0)
    //   (10.0, -0.5) -> -1                b1:F (theta <= 0)
    //   (10.0, 2.0) -> -1                 b1:F (theta >= pi/2)
    public static int projectileRange(double v, double theta) {
        if (v > 0 && theta > 0 && theta < Math.PI / 2) {
            double range = v * v * Math.sin(2 * theta) / 9.81;
            if (range > 100 && range < 101) {
                return 1;
            }
            return 0;
        }
        return -1;
    }

    // Pendulum period 2 pi sqrt(L / g) must be within 0.01 of 2 seconds.
    // b1: length > 0; b2: |period - 2| < 0.01.
    // Witnesses:
    //   (0.994) -> 1   b1:T b2:T
    //   (1.5) -> 0     b1:T b2:F
    //   (-1.0) -> -1   b1:F
    public static int secondsPendulum(double length) {
        if (length > 0) {
            double period = 2 * Math.PI * Math.sqrt(length / 9.81);
            if (Math.abs(period - 2) < 0.01) {
                return 1;
            }
            return 0;
        }
        return -1;
    }
}
