// Sine and cosine products and near-equalities in one and two variables (CORAL style).
package coral;

public class Trig01 {
    // b1: sin(x) * cos(y) > 0.49 && x^2 < 10.
    // Witnesses:
    //   (1.5707963267948966, 0.0) -> 1   b1:T
    //   (7.853981633974483, 0.0) -> 0    b1:F (product holds, x^2 too large)
    //   (0.0, 0.0) -> 0                  b1:F (product too small)
    public static int sinCosProduct(double x, double y) {
        if (Math.sin(x) * Math.cos(y) > 0.49 && Math.pow(x, 2) < 10) {
            return 1;
        }
        return 0;
    }

    // b1: sin(x) within 1e-6 of 0.5 (x near pi/6 + 2k*pi or 5pi/6 + 2k*pi).
    // Witnesses:
    //   (0.5235987755982988) -> 1   b1:T
    //   (2.6179938779914944) -> 1   b1:T
    //   (0.0) -> 0                  b1:F
    public static int sinNearHalf(double x) {
        if (Math.abs(Math.sin(x) - 0.5) < 1e-6) {
            return 1;
        }
        return 0;
    }
}
