// Trigonometric identities and nested sine/cosine/tangent conditions in two variables (CORAL style).
package coral;

public class Trig03 {
    // b1: sin(2x) agrees with 2 sin(y) cos(y) to 1e-9 for distinct x, y.
    // Witnesses:
    //   (0.0, 3.141592653589793) -> true   b1:T
    //   (0.5, 0.5) -> false                b1:F (identity holds, but x == y)
    //   (0.0, 1.0) -> false                b1:F (values differ)
    public static boolean equivalentAngles(double x, double y) {
        if (Math.abs(Math.sin(2 * x) - 2 * Math.sin(y) * Math.cos(y)) < 1e-9 && x != y) {
            return true;
        }
        return false;
    }

    // b1: sin(x) > 0.9; b2: cos(y) < -0.9; b3: tan(x + y) > 5.
    // Witnesses:
    //   (1.4, 3.2) -> 3   b1:T b2:T b3:T
    //   (1.4, 2.8) -> 2   b1:T b2:T b3:F
    //   (1.4, 0.0) -> 1   b1:T b2:F
    //   (0.0, 0.0) -> 0   b1:F
    public static int tripleNested(double x, double y) {
        if (Math.sin(x) > 0.9) {
            if (Math.cos(y) < -0.9) {
                if (Math.tan(x + y) > 5) {
                    return 3;
                }
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
