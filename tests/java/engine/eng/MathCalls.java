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
}
