// Dumps HotSpot's Math and StrictMath results over edge values and random
// inputs, for bench/math_agreement.sh: which host library agrees best with
// the JVM's own Math intrinsics (sin, cos, tan, exp, log, log10, pow on
// x86_64)? Also the Math methods HotSpot does not intrinsify (control).
//
// Usage: java MathAgreement <random inputs per function> <output file>
// Output: for each function, a record per input of five big-endian longs:
// function index, x bits, y bits (0 for one argument), Math bits, StrictMath bits.
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

public class MathAgreement {
    // The order is the C++ side's (math_agreement.cpp).
    static final String[] NAMES = {"sin", "cos", "tan", "exp", "log", "log10", "pow",
                                   "asin", "acos", "atan", "sinh", "cosh", "tanh", "expm1", "log1p", "cbrt", "atan2", "hypot"};

    static double math(int f, double x, double y) {
        switch (f) {
            case 0: return Math.sin(x);
            case 1: return Math.cos(x);
            case 2: return Math.tan(x);
            case 3: return Math.exp(x);
            case 4: return Math.log(x);
            case 5: return Math.log10(x);
            case 6: return Math.pow(x, y);
            case 7: return Math.asin(x);
            case 8: return Math.acos(x);
            case 9: return Math.atan(x);
            case 10: return Math.sinh(x);
            case 11: return Math.cosh(x);
            case 12: return Math.tanh(x);
            case 13: return Math.expm1(x);
            case 14: return Math.log1p(x);
            case 15: return Math.cbrt(x);
            case 16: return Math.atan2(x, y);
            default: return Math.hypot(x, y);
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
            case 6: return StrictMath.pow(x, y);
            case 7: return StrictMath.asin(x);
            case 8: return StrictMath.acos(x);
            case 9: return StrictMath.atan(x);
            case 10: return StrictMath.sinh(x);
            case 11: return StrictMath.cosh(x);
            case 12: return StrictMath.tanh(x);
            case 13: return StrictMath.expm1(x);
            case 14: return StrictMath.log1p(x);
            case 15: return StrictMath.cbrt(x);
            case 16: return StrictMath.atan2(x, y);
            default: return StrictMath.hypot(x, y);
        }
    }

    static final double[] EDGES = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0, 0.5, -0.5, 2.0,
        -2.0, 3.0, 10.0, 0.1, 1e-300, 1e300, -1e300, Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 2 * Math.PI,
        Math.E, 1e-8, 1e-16, 709.782712893384, 709.79, -745.1332191019411, -745.14, 1e22, 1e16, 0x1p52, 0x1p-1022,
        1.0000000000000002, 0.9999999999999999, 100.0, 1000.0, 0.75, -0.75, 1e5, 1e-5, 123456.789, 0x1.fffffffffffffp1023,
    };

    // Random inputs for function f: a mix of its usual range, a wide range
    // and arbitrary bit patterns, as pairs (x, y).
    static void random(int f, SplittableRandom r, double[] xy) {
        int kind = r.nextInt(3);
        double x;
        double y = 0;
        switch (f) {
            case 0: case 1: case 2:  // sin, cos, tan
                x = kind == 0 ? r.nextDouble(-2 * Math.PI, 2 * Math.PI)
                  : kind == 1 ? r.nextDouble(-1e6, 1e6) : bits(r);
                break;
            case 3: case 13:  // exp, expm1
                x = kind == 0 ? r.nextDouble(-1, 1) : kind == 1 ? r.nextDouble(-746, 710) : bits(r);
                break;
            case 4: case 5: case 14:  // log, log10, log1p
                x = kind == 0 ? r.nextDouble(0, 10) : kind == 1 ? Math.abs(scaled(r)) : Math.abs(bits(r));
                break;
            case 6:  // pow
                if (kind == 0) { x = r.nextDouble(0, 10); y = r.nextDouble(-20, 20); }
                else if (kind == 1) { x = Math.abs(scaled(r)); y = r.nextDouble(-300, 300); }
                else { x = r.nextDouble(-100, 100); y = r.nextInt(-40, 40); }
                break;
            case 7: case 8: case 12:  // asin, acos, tanh
                x = kind == 2 ? bits(r) : r.nextDouble(-1, 1);
                break;
            case 16: case 17:  // atan2, hypot
                x = kind == 2 ? bits(r) : r.nextDouble(-100, 100);
                y = kind == 2 ? bits(r) : r.nextDouble(-100, 100);
                break;
            default:
                x = kind == 0 ? r.nextDouble(-10, 10) : kind == 1 ? scaled(r) : bits(r);
                break;
        }
        xy[0] = x;
        xy[1] = y;
    }

    static double bits(SplittableRandom r) {
        double d;
        do { d = Double.longBitsToDouble(r.nextLong()); } while (Double.isNaN(d) || Double.isInfinite(d));
        return d;
    }

    // Mantissa in [1, 2), exponent in [-60, 60], random sign.
    static double scaled(SplittableRandom r) {
        double d = Math.scalb(1 + r.nextDouble(), r.nextInt(-60, 61));
        return r.nextBoolean() ? d : -d;
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[0]);
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[1]), 1 << 16))) {
            for (int f = 0; f < NAMES.length; f++) {
                List<double[]> inputs = new ArrayList<>();
                for (double x : EDGES) {
                    if (f == 6 || f == 16 || f == 17) {
                        for (double y : EDGES) inputs.add(new double[] {x, y});
                    } else {
                        inputs.add(new double[] {x, 0});
                    }
                }
                SplittableRandom r = new SplittableRandom(42 + f);
                // The control functions (not intrinsified) need fewer inputs.
                int count = f <= 6 ? n : n / 10;
                for (int i = 0; i < count; i++) {
                    double[] xy = new double[2];
                    random(f, r, xy);
                    inputs.add(xy);
                }
                for (double[] xy : inputs) {
                    out.writeLong(f);
                    out.writeLong(Double.doubleToRawLongBits(xy[0]));
                    out.writeLong(Double.doubleToRawLongBits(xy[1]));
                    out.writeLong(Double.doubleToRawLongBits(math(f, xy[0], xy[1])));
                    out.writeLong(Double.doubleToRawLongBits(strict(f, xy[0], xy[1])));
                }
            }
        }
    }
}
