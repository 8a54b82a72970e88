package eng;

/** Math methods HotSpot computes with its own stubs, and StrictMath's. */
public class MathCalls {
    public static double exp(double x) { return Math.exp(x); }
    public static double strictExp(double x) { return StrictMath.exp(x); }
    public static double pow(double x, double y) { return Math.pow(x, y); }
    public static double sqrtOnly(double x) { return Math.sqrt(x) + Math.abs(x); }
    public static int squareAbove(double x) {
        return Math.pow(x, 2) > 100 ? 1 : 0;  // x stays symbolic through pow(x, 2)
    }
    public static double sinAboveOne(double x) {
        if (x > 1) return Math.sin(x);
        return Math.log10(100.0);  // exactly 2 on every JVM
    }
    // Whether the result is 1 depends on sin(1.0)'s last place, which Java
    // leaves to the JVM; whether it is 2, on nothing (sin(1) = 0.84147...).
    public static int lastPlace() {
        double s = Math.sin(1.0);
        if (s > 0.84 && s < 0.85) return s == 0.8414709848078965 ? 1 : 2;
        return 0;
    }
    // Every JVM gives 1: sin is within [-1, 1] and NaN only for NaN or infinity.
    public static int sinInRange(double x) {
        double s = Math.sin(x);
        if (Double.isNaN(x) || Double.isInfinite(x)) return Double.isNaN(s) ? 1 : 0;
        return s >= -1 && s <= 1 ? 1 : 0;
    }
}
