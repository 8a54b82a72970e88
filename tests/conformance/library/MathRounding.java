// Checks Math.floor, ceil, rint and round (double and float) on halves, negative
// halves, signed zeros, large values, NaN, infinities and clamping to int/long range.
public class MathRounding {
    public static void main(String[] args) {
        double[] values = {0.5, -0.5, 1.5, 2.5, -2.5, 3.49, -3.51, 0.49999999999999994, -0.0, 1e16 + 1, 4503599627370497.0, Double.NaN, Double.POSITIVE_INFINITY, -1e20, 1e20};
        for (double v : values) {
            System.out.println(v + ": floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " rint=" + Math.rint(v) + " round=" + Math.round(v));
        }
        float[] fvalues = {0.5f, -0.5f, 2.5f, -2.5f, 1e10f, -1e10f, Float.NaN};
        for (float v : fvalues) {
            System.out.println(v + "f: round=" + Math.round(v));
        }
        System.out.println(Math.ceil(-0.5) + " " + Math.floor(-0.0) + " " + Math.ceil(-0.9) + " " + Math.floor(0.9));
        System.out.println(StrictMath.floor(-1.1) + " " + StrictMath.ceil(1.1) + " " + StrictMath.rint(-1.5) + " " + StrictMath.round(-1.5));
    }
}
