// Checks Math transcendental functions only at points whose results are exactly
// specified (sin(0), cos(0), exp(0), log(1), log10(10^n), atan2 zeros) plus NaN cases.
public class MathExactValues {
    public static void main(String[] args) {
        System.out.println(Math.sin(0.0) + " " + Math.sin(-0.0) + " " + Math.cos(0.0) + " " + Math.tan(0.0) + " " + Math.tan(-0.0));
        System.out.println(Math.exp(0.0) + " " + Math.log(1.0) + " " + Math.log(0.0) + " " + Math.log(-1.0) + " " + Math.log(Double.POSITIVE_INFINITY));
        System.out.println(Math.log10(1.0) + " " + Math.log10(10.0) + " " + Math.log10(1000.0) + " " + Math.log10(100.0) + " " + Math.log10(1e22));
        System.out.println(Math.sin(Double.NaN) + " " + Math.cos(Double.POSITIVE_INFINITY) + " " + Math.exp(Double.NEGATIVE_INFINITY) + " " + Math.exp(Double.POSITIVE_INFINITY));
        System.out.println(Math.atan2(0.0, 1.0) + " " + Math.atan2(-0.0, 1.0) + " " + Math.asin(0.0) + " " + Math.acos(1.0) + " " + Math.atan(0.0));
        System.out.println(Math.sinh(0.0) + " " + Math.cosh(0.0) + " " + Math.tanh(Double.POSITIVE_INFINITY) + " " + Math.log1p(0.0) + " " + Math.expm1(0.0));
        System.out.println(Math.sin(Math.PI / 2) == StrictMath.sin(Math.PI / 2));
        System.out.println(Math.abs(Math.sin(Math.PI)) < 1e-15);
        System.out.println(Math.abs(Math.cos(Math.PI) + 1.0) < 1e-15);
        System.out.println(Math.abs(Math.exp(1.0) - Math.E) < 1e-15);
        System.out.println(Math.abs(Math.log(Math.E) - 1.0) < 1e-15);
    }
}
