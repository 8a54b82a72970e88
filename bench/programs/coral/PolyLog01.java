// Polynomial and logarithmic conditions: x log x and decimal digit counts (CORAL style).
package coral;

public class PolyLog01 {
    // b1: x > 0 && x log(x) > 5.
    // Witnesses:
    //   (5.0) -> 1    b1:T
    //   (2.0) -> 0    b1:F (x log x too small)
    //   (-1.0) -> 0   b1:F (x <= 0)
    public static int xLogXAboveFive(double x) {
        if (x > 0 && Math.log(x) * x > 5) {
            return 1;
        }
        return 0;
    }

    // b1: x >= 1; b2: the integer part of x has exactly 3 decimal digits.
    // Witnesses:
    //   (500.0) -> 1   b1:T b2:T
    //   (50.0) -> 0    b1:T b2:F
    //   (0.5) -> -1    b1:F
    public static int threeDigits(double x) {
        if (x >= 1) {
            int digits = (int) Math.floor(Math.log10(x)) + 1;
            if (digits == 3) {
                return 1;
            }
            return 0;
        }
        return -1;
    }
}
