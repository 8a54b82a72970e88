// Checks String.format floating-point conversions: %.2f %8.3f %e %.3e %f and
// %10.4f with rounding (HALF_UP), negatives, zero, NaN and infinities.
public class StringFormatFloats {
    public static void main(String[] args) {
        double[] values = {0.0, 1.0, -1.5, 3.14159265, 2.675, 1.005, 0.125, 1234567.891, 1e-5, -0.0, 100.0};
        for (double v : values) {
            System.out.println(String.format("[%.2f] [%8.3f] [%e] [%.3e] [%f]", v, v, v, v, v));
        }
        System.out.println(String.format("[%.2f] [%.2f] [%.2f]", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("[%e]", Double.NaN));
        System.out.println(String.format("[%.0f] [%.0f] [%.0f] [%.0f]", 0.5, 1.5, 2.5, -2.5));
        System.out.println(String.format("[%10.4f] [%-10.4f] [%010.2f]", Math.PI, Math.E, -3.5));
        System.out.println(String.format("[%.2f]", 1.0f / 3));
        System.out.println(String.format("[%.1f] [%.3f]", 0.05, 0.0005));
        System.out.println(String.format("[%e] [%E]", 123456.789, 0.000123));
        System.out.println(String.format("[%.10f]", 0.1));
        System.out.println(String.format("[%+.2f] [%+.2f]", 1.0, -1.0));
        System.out.println(String.format("[%.2f]", 1e20));
    }
}
