// Checks narrowing float/double to int/long/char/short/byte: truncation toward
// zero, saturation at MIN/MAX, NaN -> 0, infinities, and two-step narrowing.
public class DoubleToIntCasts {
    public static void main(String[] args) {
        double[] ds = { 3.99, -3.99, 0.5, -0.5, 1e10, -1e10, 1e20, -1e20, Double.NaN,
                        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 2147483647.5, -2147483648.9 };
        for (double d : ds) {
            System.out.println(d + " -> int " + (int) d + " long " + (long) d + " char " + (int) (char) d
                + " short " + (short) d + " byte " + (byte) d);
        }
        float[] fs = { 1e10f, -1e10f, Float.NaN, 3.7f, -2.5f, 16777217f, Float.MAX_VALUE };
        for (float f : fs) {
            System.out.println(f + "f -> int " + (int) f + " long " + (long) f);
        }
        System.out.println("long->float " + (float) Long.MAX_VALUE + " long->double " + (double) 9007199254740993L);
        System.out.println("int->float loses " + (int) (float) 16777217 + " " + (int) (float) 2147483647);
        System.out.println("Math.round " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(Double.NaN) + " " + Math.round(1e20));
        System.out.println("char from double " + (char) 65.7 + " " + (int) (char) -1.0);
    }
}
