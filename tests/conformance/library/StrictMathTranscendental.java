// Checks StrictMath (fdlibm, exactly specified) sin, cos, tan, asin, acos, atan,
// atan2, exp, log, log10, log1p, expm1, sinh, cosh, tanh on a handful of values.
public class StrictMathTranscendental {
    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.5, 1.0, -1.0, 2.0, Math.PI / 6, Math.PI, 100.0, 1e-10};
        for (double x : xs) {
            System.out.println("x=" + x + " sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x) + " tan=" + StrictMath.tan(x));
            System.out.println("  exp=" + StrictMath.exp(x) + " atan=" + StrictMath.atan(x) + " sinh=" + StrictMath.sinh(x) + " tanh=" + StrictMath.tanh(x));
        }
        double[] ps = {1.0, 2.0, 10.0, 0.5, 1000.0, Math.E, 1e-5};
        for (double p : ps) {
            System.out.println("p=" + p + " log=" + StrictMath.log(p) + " log10=" + StrictMath.log10(p) + " log1p=" + StrictMath.log1p(p) + " expm1=" + StrictMath.expm1(p));
        }
        System.out.println(StrictMath.atan2(1, 1) + " " + StrictMath.atan2(-1, -1) + " " + StrictMath.atan2(0.0, -0.0) + " " + StrictMath.atan2(-0.0, 1));
        System.out.println(StrictMath.asin(0.5) + " " + StrictMath.acos(0.5) + " " + StrictMath.asin(2) + " " + StrictMath.cosh(1));
        System.out.println(StrictMath.log(0) + " " + StrictMath.log(-1) + " " + StrictMath.exp(1000) + " " + StrictMath.exp(-1000));
    }
}
