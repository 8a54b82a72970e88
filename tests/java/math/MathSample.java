// Prints HotSpot's Math and StrictMath results for the functions HotSpot
// computes with its own stubs, over edge values and seeded random inputs:
// one line per input, "function x y math strict" with the doubles as raw
// bits in hex. Read by tests/unit/engine/java_math_test.cpp.
import java.util.SplittableRandom;

public class MathSample {
    static final String[] NAMES = {"sin", "cos", "tan", "exp", "log", "log10", "pow"};

    static double math(int f, double x, double y) {
        switch (f) {
            case 0: return Math.sin(x);
            case 1: return Math.cos(x);
            case 2: return Math.tan(x);
            case 3: return Math.exp(x);
            case 4: return Math.log(x);
            case 5: return Math.log10(x);
            default: return Math.pow(x, y);
        }
    }

    static double strict(int f, double x, double y) {
        switch (f) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.exp(x);
            case 4: return StrictMath.log(x);
            case 5: return StrictMath.log10(x);
            default: return StrictMath.pow(x, y);
        }
    }

    static final double[] EDGES = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
        10.0, 0.1, 1e-300, 1e300, Math.PI, -Math.PI, Math.PI / 2, Math.E, 709.782712893384, -745.1332191019411, 1e22,
        1e23, 0x1p52, 1.0000000000000002, 0.9999999999999999, 100.0, 1e5, 1e-5,
    };

    static void print(int f, double x, double y) {
        System.out.println(NAMES[f] + " " + Long.toHexString(Double.doubleToRawLongBits(x)) + " "
                + Long.toHexString(Double.doubleToRawLongBits(y)) + " "
                + Long.toHexString(Double.doubleToRawLongBits(math(f, x, y))) + " "
                + Long.toHexString(Double.doubleToRawLongBits(strict(f, x, y))));
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        for (int f = 0; f < NAMES.length; f++) {
            for (double x : EDGES) {
                if (f == 6) {
                    for (double y : EDGES) print(f, x, y);
                } else {
                    print(f, x, 0);
                }
            }
            SplittableRandom r = new SplittableRandom(1000 + f);
            for (int i = 0; i < n; i++) {
                double x;
                double y = 0;
                switch (f) {
                    case 0: case 1: case 2: x = r.nextDouble(-1e4, 1e4); break;
                    case 3: x = r.nextDouble(-746, 710); break;
                    case 4: case 5: x = Math.scalb(1 + r.nextDouble(), r.nextInt(-1074, 1024)); break;
                    default: x = r.nextDouble(0, 20); y = r.nextDouble(-50, 50); break;
                }
                print(f, x, y);
            }
        }
    }
}
