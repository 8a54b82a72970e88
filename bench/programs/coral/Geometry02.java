// Circle/line tangency and vector angles with sqrt and hypot (CORAL style).
package coral;

public class Geometry02 {
    // Circle at (cx, cy) with radius r against the line y = x: 1 tangent, 2 secant, 0 disjoint.
    // b1: r <= 0; b2: |distance - r| < 1e-9; b3: distance < r.
    // Witnesses:
    //   (2.0, 0.0, 1.4142135623730951) -> 1   b1:F b2:T
    //   (0.0, 0.0, 1.0) -> 2                  b1:F b2:F b3:T
    //   (5.0, 0.0, 1.0) -> 0                  b1:F b2:F b3:F
    //   (0.0, 0.0, -1.0) -> -1                b1:T
    public static int circleMeetsDiagonal(double cx, double cy, double r) {
        if (r <= 0) {
            return -1;
        }
        double d = Math.abs(cx - cy) / Math.sqrt(2);
        if (Math.abs(d - r) < 1e-9) {
            return 1;
        }
        if (d < r) {
            return 2;
        }
        return 0;
    }

    // Angle class of vectors a and b: -1 zero vector, 0 perpendicular, 1 parallel, 2 other.
    // b1: |a| |b| == 0; b2: |cos| < 1e-12; b3: cos > 0.999999.
    // Witnesses:
    //   (1.0, 0.0, 0.0, 0.0) -> -1   b1:T
    //   (1.0, 2.0, -2.0, 1.0) -> 0   b1:F b2:T
    //   (1.0, 2.0, 2.0, 4.0) -> 1    b1:F b2:F b3:T
    //   (1.0, 0.0, 1.0, 1.0) -> 2    b1:F b2:F b3:F
    public static int vectorAngle(double ax, double ay, double bx, double by) {
        double norms = Math.hypot(ax, ay) * Math.hypot(bx, by);
        if (norms == 0) {
            return -1;
        }
        double c = (ax * bx + ay * by) / norms;
        if (Math.abs(c) < 1e-12) {
            return 0;
        }
        if (c > 0.999999) {
            return 1;
        }
        return 2;
    }
}
