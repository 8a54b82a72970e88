// Polynomial equation systems and half-spaces in three variables (CORAL style).
package coral;

public class Poly03 {
    // b1: x + y + z == 6; b2: x*y*z == 6; b3: x^2 + y^2 + z^2 == 14.
    // Witnesses:
    //   (1.0, 2.0, 3.0) -> 3     b1:T b2:T b3:T
    //   (-0.5, 8.0, -1.5) -> 2   b1:T b2:T b3:F
    //   (0.0, 0.0, 6.0) -> 1     b1:T b2:F
    //   (0.0, 0.0, 0.0) -> 0     b1:F
    public static int symmetricSystem(double x, double y, double z) {
        if (x + y + z == 6) {
            if (x * y * z == 6) {
                if (x * x + y * y + z * z == 14) {
                    return 3;
                }
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: above the plane 2x - y + 3z = 4 and in an odd-sign octant.
    // Witnesses:
    //   (1.0, -1.0, 1.0) -> 1   b1:T
    //   (2.0, 1.0, 1.0) -> 0    b1:F (above the plane, product positive)
    //   (1.0, 1.0, 1.0) -> 0    b1:F (on the plane, not above)
    public static int planeAndSign(double x, double y, double z) {
        if (2 * x - y + 3 * z > 4 && x * y * z < 0) {
            return 1;
        }
        return 0;
    }
}
