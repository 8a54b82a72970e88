// Re-creates "sine" of Dinges 2014, Table 4.1 (Fig. 5.1's example2 is its snippet): a software sine that inspects the IEEE bits.
public class Sine {
    private static final double INV_PIO2 = 6.36619772367581382433e-01;  // 2/pi
    private static final double PIO2_HI = 1.57079632673412561417e+00;   // pi/2 rounded to 33 bits
    private static final double PIO2_LO = 6.07710050650619224932e-11;   // pi/2 - PIO2_HI
    private static final double S3 = -1.0 / 6.0;                        // Taylor coefficients 1/n!
    private static final double S5 = 1.0 / 120.0;
    private static final double S7 = -1.0 / 5040.0;
    private static final double S9 = 1.0 / 362880.0;
    private static final double S11 = -1.0 / 39916800.0;
    private static final double S13 = 1.0 / 6227020800.0;
    private static final double C2 = -0.5;
    private static final double C4 = 1.0 / 24.0;
    private static final double C6 = -1.0 / 720.0;
    private static final double C8 = 1.0 / 40320.0;
    private static final double C10 = -1.0 / 3628800.0;
    private static final double C12 = 1.0 / 479001600.0;
    private static final double C14 = -1.0 / 87178291200.0;

    public static double sin(double x) {
        long bits = Double.doubleToRawLongBits(x);   // native method, opaque to the solver
        int ix = (int) (bits >>> 32) & 0x7fffffff;    // high word of |x|: exponent and top mantissa bits
        if (ix < 0x3e400000) {                        // |x| < 2^-27: sin(x) rounds to x
            long w = bits & 0xff000L;                 // as Fig. 5.1 example2
            if (w > 0) {
                return x; // TARGET reachable
            }
            return x;
        }
        if (ix >= 0x7ff00000) {                       // infinity or NaN
            return x - x;
        }
        if (ix <= 0x3fe921fb) {                       // |x| <= pi/4: no reduction needed
            return kernelSin(x);
        }
        if (ix >= 0x413921fb) {                       // |x| >= 2^19 * pi/2: two-part reduction too inexact
            return Math.sin(x);
        }
        double fn = Math.rint(x * INV_PIO2);          // x = n * pi/2 + r with |r| <= pi/4
        int n = (int) fn;
        double r = (x - fn * PIO2_HI) - fn * PIO2_LO;
        int quadrant = n & 3;
        if (quadrant == 0) {
            return kernelSin(r);
        }
        if (quadrant == 1) {
            return kernelCos(r);
        }
        if (quadrant == 2) {
            return -kernelSin(r);
        }
        double result = -kernelCos(r);
        if (result < -0.999999) {                     // within 1e-6 of the trough at 3pi/2 + 2k pi
            return result; // TARGET reachable
        }
        return result;
    }

    private static double kernelSin(double r) {
        double z = r * r;
        return r + r * z * (S3 + z * (S5 + z * (S7 + z * (S9 + z * (S11 + z * S13)))));
    }

    private static double kernelCos(double r) {
        double z = r * r;
        return 1.0 + z * (C2 + z * (C4 + z * (C6 + z * (C8 + z * (C10 + z * (C12 + z * C14))))));
    }
}
