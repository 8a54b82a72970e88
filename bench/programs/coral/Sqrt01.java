// Square-root conditions: exact circle membership and nested roots (CORAL style).
package coral;

public class Sqrt01 {
    // b1: sqrt(x^2 + y^2) == 5.0; b2: x < 0.
    // Witnesses:
    //   (-3.0, 4.0) -> 2   b1:T b2:T
    //   (3.0, 4.0) -> 1    b1:T b2:F
    //   (1.0, 1.0) -> 0    b1:F
    public static int onCircle(double x, double y) {
        if (Math.sqrt(x * x + y * y) == 5.0) {
            if (x < 0) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: x >= 0 && sqrt(sqrt(x)) > 3 (x > 81).
    // Witnesses:
    //   (100.0) -> 1   b1:T
    //   (16.0) -> 0    b1:F (fourth root is 2)
    //   (-1.0) -> 0    b1:F (negative x)
    public static int fourthRootAboveThree(double x) {
        if (x >= 0 && Math.sqrt(Math.sqrt(x)) > 3) {
            return 1;
        }
        return 0;
    }
}
