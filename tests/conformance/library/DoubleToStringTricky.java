// Checks Double.toString on tricky values: fractions, powers of ten around the
// 1e-3/1e7 switch to scientific notation, extremes, subnormals, NaN, -0.0, 2^53+1.
public class DoubleToStringTricky {
    public static void main(String[] args) {
        double[] values = {
            0.1, 0.2, 0.1 + 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100.0, 1e7, 9999999.0, 1.0E-3, 0.001,
            9.999e-4, 1e-4, 123456789.0, 1234567890123456789.0, 1e21, 1e22, 1e23, 5e-324,
            Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, 2.2250738585072009e-308,
            Double.NaN, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            9007199254740993.0, (double) (1L << 53) + 1, 4.35, 2.675, 0.5, 1.5, -123.456,
            Math.PI, Math.E, 1.0, 10.0, 1e16, 12345.678e10, 3.0e-5, 100.5, 0.015625
        };
        for (double v : values) {
            System.out.println(Double.toString(v));
        }
        System.out.println(1e7 - 1);
        System.out.println((float) 0.1 + 0.0);
        System.out.println((double) 0.1f);
        System.out.println(Double.toString(Long.MAX_VALUE));
        System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE));
    }
}
