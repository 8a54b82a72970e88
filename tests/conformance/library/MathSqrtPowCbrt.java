// Checks Math.sqrt (correctly rounded), pow on exact integer cases and special
// values, cbrt, hypot, and StrictMath.pow on non-integer exponents.
public class MathSqrtPowCbrt {
    public static void main(String[] args) {
        double[] roots = {0.0, -0.0, 1.0, 2.0, 4.0, 10.0, 0.25, 1e-300, -1.0, Double.POSITIVE_INFINITY, Double.NaN};
        for (double r : roots) {
            System.out.println("sqrt(" + r + ")=" + Math.sqrt(r) + " strict=" + StrictMath.sqrt(r));
        }
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(10, 3) + " " + Math.pow(-2, 3) + " " + Math.pow(3, 0));
        System.out.println(Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1));
        System.out.println(Math.pow(-8, 1.0 / 3) + " " + Math.pow(2, 1024) + " " + Math.pow(2, -1074) + " " + Math.pow(-1, Double.POSITIVE_INFINITY));
        System.out.println(StrictMath.pow(2, 0.5) + " " + StrictMath.pow(10, -2) + " " + StrictMath.pow(1.0001, 10000) + " " + StrictMath.pow(Math.E, Math.PI));
        System.out.println(Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(0.001) + " " + StrictMath.cbrt(2) + " " + Math.cbrt(-0.0));
        System.out.println(Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + StrictMath.hypot(1, 1) + " " + Math.hypot(Double.NaN, Double.POSITIVE_INFINITY) + " " + Math.hypot(1e300, 1e300));
        System.out.println((int) Math.sqrt(99) + " " + (long) Math.pow(3, 20) + " " + Math.sqrt(2) * Math.sqrt(2));
    }
}
