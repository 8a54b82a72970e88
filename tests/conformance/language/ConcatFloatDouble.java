// Checks string conversion of float and double values in concatenation:
// scientific thresholds, NaN, infinities, -0.0, MIN/MAX values and rounding.
public class ConcatFloatDouble {
    public static void main(String[] args) {
        System.out.println("d: " + 1.0 + " " + 1.0E10 + " " + 1.0E-5 + " " + 0.001 + " " + 1.0E7 + " " + 9999999.0 + " " + 123456789.0);
        System.out.println("0.1+0.2=" + (0.1 + 0.2) + " 0.1f+0.2f=" + (0.1f + 0.2f) + " 1/3=" + (1.0 / 3) + " 1f/3=" + (1f / 3));
        System.out.println("NaN " + Double.NaN + " " + (0.0 / 0.0) + " " + Float.NaN);
        System.out.println("Inf " + Double.POSITIVE_INFINITY + " " + Double.NEGATIVE_INFINITY + " " + (1f / 0) + " " + (-1 / 0.0));
        System.out.println("zero " + 0.0 + " " + (-0.0) + " " + (0.0 * -1) + " " + (-0.0f) + " " + (0.0 == -0.0));
        System.out.println("Float.MIN " + Float.MIN_VALUE + " Float.MAX " + Float.MAX_VALUE + " Float.MIN_NORMAL " + Float.MIN_NORMAL);
        System.out.println("Double.MIN " + Double.MIN_VALUE + " Double.MAX " + Double.MAX_VALUE);
        System.out.println("float " + 1.1f + " " + 3.4028235E38f + " " + 1e-10f + " " + 100f + " " + 1.0E7f + " " + 0.5f);
        System.out.println("widen float->double " + (double) 0.1f + " " + (double) 1.1f);
        System.out.println("big " + 1e21 + " " + 1e20 + " " + 12345678.9 + " " + 2e-3 + " " + 100.0 / 7);
        System.out.println("long as double " + (double) Long.MAX_VALUE + " int as float " + (float) Integer.MAX_VALUE);
        double d = 2.5;
        float fl = 2.5f;
        String s = "mix " + d + fl + 'c' + 1;
        System.out.println(s);
        System.out.println("round trip " + (0.1 * 3) + " " + (4.35 * 100) + " " + (1.0 - 0.9));
    }
}
