// Checks Float.toString on tricky values: 0.001f, 1e-4f, 123456789.0f, extremes,
// subnormals, NaN, -0.0f, and float-to-double widening artifacts.
public class FloatToStringTricky {
    public static void main(String[] args) {
        float[] values = {
            0.1f, 0.2f, 0.1f + 0.2f, 1.0f / 3, 100.0f, 1e7f, 9999999.0f, 0.001f, 1e-4f,
            123456789.0f, 16777217.0f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE,
            Float.NaN, 0.0f, -0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            3.4e38f, 1.17549435E-38f, 2.5f, -7.75f, 33554432.0f, 1.0e-10f
        };
        for (float v : values) {
            System.out.println(Float.toString(v) + " " + (double) v);
        }
        System.out.println(Float.parseFloat("3.4028236e38"));
        System.out.println(Float.parseFloat("1e-46"));
        System.out.println(Float.valueOf("0.1") + " " + Float.toHexString(0.1f));
        System.out.println((float) 1e40 + " " + (float) -1e-50);
        System.out.println((int) 3.99f + " " + (int) -3.99f + " " + (int) Float.NaN + " " + (long) 1e30f + " " + (int) -1e30f);
    }
}
