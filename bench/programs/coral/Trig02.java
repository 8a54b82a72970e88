// Tangent bands and sine/cosine orderings in one variable (CORAL style).
package coral;

public class Trig02 {
    // b1: 0 < x < 1.5; b2: tan(x) > 10 (x close to pi/2).
    // Witnesses:
    //   (1.48) -> 2    b1:T b2:T
    //   (0.5) -> 1     b1:T b2:F
    //   (-1.0) -> 0    b1:F (x <= 0)
    //   (2.0) -> 0     b1:F (x >= 1.5)
    public static int tanBand(double x) {
        if (x > 0 && x < 1.5) {
            if (Math.tan(x) > 10) {
                return 2;
            }
            return 1;
        }
        return 0;
    }

    // b1: sin(x) > cos(x); b2: sin(x) + cos(x) < 0.
    // Witnesses:
    //   (3.0) -> 2   b1:T b2:T
    //   (1.0) -> 1   b1:T b2:F
    //   (0.0) -> 0   b1:F
    public static int sinCosOrder(double x) {
        if (Math.sin(x) > Math.cos(x)) {
            if (Math.sin(x) + Math.cos(x) < 0) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
