// Checks Math.abs (incl. MIN_VALUE and -0.0), min/max on ints, longs, floats and
// doubles with NaN and signed zeros, and Math.absExact's overflow message.
public class MathAbsMinMax {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Math.abs(-0.0) + " " + Math.abs(-0.0f) + " " + Math.abs(-2.5) + " " + Math.abs(Double.NEGATIVE_INFINITY) + " " + Math.abs(Double.NaN));
        System.out.println(Math.min(3, -7) + " " + Math.max(3, -7) + " " + Math.min(Long.MIN_VALUE, 0L) + " " + Math.max(-1L, -2L));
        System.out.println(Math.min(1.0, Double.NaN) + " " + Math.max(Double.NaN, 1.0) + " " + Math.min(Float.NaN, 2f));
        System.out.println(Math.min(0.0, -0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(0.0, -0.0));
        System.out.println(Math.min(0.0f, -0.0f) + " " + Math.max(-0.0f, 0.0f));
        System.out.println(Math.min(Double.NEGATIVE_INFINITY, -1e308) + " " + Math.max(Double.MAX_VALUE, Double.POSITIVE_INFINITY));
        System.out.println(StrictMath.abs(-7) + " " + StrictMath.min(-0.0, 0.0) + " " + StrictMath.max(Double.NaN, 0.0));
        System.out.println(Integer.min(4, 9) + " " + Integer.max(4, 9) + " " + Double.min(-0.0, 0.0) + " " + Double.max(1.5, 2.5));
        try {
            Math.absExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        try {
            Math.absExact(Long.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        System.out.println(1.0 / Math.min(0.0, -0.0) + " " + 1.0 / Math.max(-0.0, 0.0));
    }
}
