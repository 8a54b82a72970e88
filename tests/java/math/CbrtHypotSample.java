// Prints HotSpot's Math.cbrt and Math.hypot (the JDK's FdLibm, Java code)
// over edge values and seeded random inputs: "function x y result" with the
// doubles as raw bits in hex. Read by tests/unit/engine/java_math_test.cpp.
import java.util.SplittableRandom;

public class CbrtHypotSample {
    static final double[] EDGES = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0, 0.5, 8.0, -27.0, 1e-300, 1e300,
        3.0, 1000.0, 0.001, 1.0000000000000002, 0.9999999999999999,
    };

    static String hex(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        SplittableRandom r = new SplittableRandom(77);
        for (double x : EDGES) {
            System.out.println("cbrt " + hex(x) + " 0 " + hex(Math.cbrt(x)));
            for (double y : EDGES) System.out.println("hypot " + hex(x) + " " + hex(y) + " " + hex(Math.hypot(x, y)));
        }
        for (int i = 0; i < n; i++) {
            double x = Math.scalb(r.nextDouble(-2, 2), r.nextInt(-60, 60));
            double y = Math.scalb(r.nextDouble(-2, 2), r.nextInt(-60, 60));
            System.out.println("cbrt " + hex(x) + " 0 " + hex(Math.cbrt(x)));
            System.out.println("hypot " + hex(x) + " " + hex(y) + " " + hex(Math.hypot(x, y)));
        }
    }
}
