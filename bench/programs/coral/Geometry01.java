// Triangle and polar-coordinate conditions with hypot, sin and cos (CORAL style).
package coral;

public class Geometry01 {
    // -1: non-positive side, 0: not a triangle, 2: right triangle (hypot(a, b) == c to 1e-9), 1: other.
    // b1: some side <= 0; b2: triangle inequality violated; b3: |hypot(a, b) - c| < 1e-9.
    // Witnesses:
    //   (-1.0, 1.0, 1.0) -> -1   b1:T (a <= 0)
    //   (1.0, -1.0, 1.0) -> -1   b1:T (b <= 0)
    //   (1.0, 1.0, -1.0) -> -1   b1:T (c <= 0)
    //   (1.0, 1.0, 3.0) -> 0     b1:F b2:T (a + b <= c)
    //   (1.0, 3.0, 1.0) -> 0     b1:F b2:T (a + c <= b)
    //   (3.0, 1.0, 1.0) -> 0     b1:F b2:T (b + c <= a)
    //   (3.0, 4.0, 5.0) -> 2     b1:F b2:F b3:T
    //   (2.0, 3.0, 4.0) -> 1     b1:F b2:F b3:F
    public static int rightTriangle(double a, double b, double c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return -1;
        }
        if (a + b <= c || a + c <= b || b + c <= a) {
            return 0;
        }
        if (Math.abs(Math.hypot(a, b) - c) < 1e-9) {
            return 2;
        }
        return 1;
    }

    // b1: the point (r cos t, r sin t) lies in the first quadrant on the diagonal y = x (to 1e-9).
    // Witnesses:
    //   (2.0, 0.7853981633974483) -> true   b1:T
    //   (-1.0, 0.785) -> false              b1:F (x <= 0)
    //   (1.0, 0.0) -> false                 b1:F (x > 0, y <= 0)
    //   (1.0, 0.5) -> false                 b1:F (first quadrant, off the diagonal)
    public static boolean onDiagonal(double r, double t) {
        double x = r * Math.cos(t);
        double y = r * Math.sin(t);
        if (x > 0 && y > 0 && Math.abs(x - y) < 1e-9) {
            return true;
        }
        return false;
    }
}
