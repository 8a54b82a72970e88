// Logarithms in an int base and exponential overflow/underflow (CORAL style).
package coral;

public class ExpLog03 {
    // b1: base < 2; b2: log(x) / log(base) within 1e-9 of 5.
    // Witnesses:
    //   (32.0, 2) -> 1    b1:F b2:T
    //   (243.0, 3) -> 1   b1:F b2:T
    //   (10.0, 2) -> 0    b1:F b2:F
    //   (8.0, 1) -> -1    b1:T
    public static int logBaseIsFive(double x, int base) {
        if (base < 2) {
            return -1;
        }
        double l = Math.log(x) / Math.log(base);
        if (Math.abs(l - 5) < 1e-9) {
            return 1;
        }
        return 0;
    }

    // b1: exp(x) overflows to infinity; b2: exp(x) underflows to zero.
    // Witnesses:
    //   (710.0) -> 1    b1:T
    //   (-800.0) -> -1  b1:F b2:T
    //   (0.0) -> 0      b1:F b2:F
    public static int expRange(double x) {
        double e = Math.exp(x);
        if (e == Double.POSITIVE_INFINITY) {
            return 1;
        }
        if (e == 0) {
            return -1;
        }
        return 0;
    }
}
