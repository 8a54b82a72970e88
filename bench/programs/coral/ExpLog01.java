// Exponential versus logarithm comparisons and base-10 logarithm bands (CORAL style).
package coral;

public class ExpLog01 {
    // b1: exp(x) - 5 > log(y).
    // Witnesses:
    //   (2.0, 1.0) -> 1    b1:T
    //   (0.0, 10.0) -> 0   b1:F
    public static int expVsLog(double x, double y) {
        if (Math.exp(x) - 5 > Math.log(y)) {
            return 1;
        }
        return 0;
    }

    // b1: x > 0; b2: 2 < log10(x) < 3.
    // Witnesses:
    //   (500.0) -> 2    b1:T b2:T
    //   (10.0) -> 1     b1:T b2:F (log10 too small)
    //   (5000.0) -> 1   b1:T b2:F (log10 too large)
    //   (-1.0) -> 0     b1:F
    public static int log10Band(double x) {
        if (x > 0) {
            double l = Math.log10(x);
            if (l > 2 && l < 3) {
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
