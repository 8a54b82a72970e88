// Prints the result of every Java arithmetic, bitwise, shift, comparison and
// conversion operation over a grid of edge values, one application per line:
//
//   <op> <operand>... <result>
//
// Operands and results are raw bits in lower-case hex, 8 digits for int and
// float (Float.floatToRawIntBits), 16 for long and double
// (Double.doubleToRawLongBits); boolean results are 0 or 1. Op names are the
// JVM instructions (iadd, l2f, fcmpl, ...), plus ieq/ilt/ile, leq/llt/lle,
// feq/flt/fle and deq/dlt/dle for ==, < and <= used as values. Integral
// division and remainder by zero throw in Java and are left out.
//
// tests/unit/expr/conformance_test.cpp recomputes every line with the expr
// library. Each operation is its own method, called with values read from
// arrays, so nothing is folded by javac and the JIT compiles real code.
public class Conformance {
    static final int[] INTS = {
        0, 1, -1, 2, -2, 3, 7, -7, 10, -10, 31, 32, 33, 63, 64, 65, 127, 128, -128, -129, 255, 256,
        32767, 32768, -32768, -32769, 65535, 65536, 0x55555555, 0xaaaaaaaa, 0x12345678, 0x80000001,
        16777216, 16777217, -16777217, 0x7fffff80, 0x7fffffc0, Integer.MIN_VALUE, Integer.MIN_VALUE + 1,
        Integer.MAX_VALUE, Integer.MAX_VALUE - 1,
    };

    static final long[] LONGS = {
        0L, 1L, -1L, 2L, -2L, 3L, 7L, -7L, 10L, -10L, 63L, 64L, 65L, 0x7fffffffL, 0x80000000L, -0x80000000L,
        -0x80000001L, 0xffffffffL, 0x100000000L, 0x5555555555555555L, 0xaaaaaaaaaaaaaaaaL, 0x123456789abcdef0L,
        1L << 24, (1L << 24) + 1, (1L << 53), (1L << 53) + 1, -(1L << 53) - 1, (1L << 62), 0x7ffffe0000000000L,
        0x7fffff8000000000L, 0x7ffffffffffffc00L, 0x7ffffffffffffe00L, Long.MIN_VALUE, Long.MIN_VALUE + 1,
        Long.MAX_VALUE, Long.MAX_VALUE - 1,
    };

    static final int[] FLOAT_BITS = {
        0x00000000, 0x80000000, // +-0
        0x3f800000, 0xbf800000, // +-1
        0x3dcccccd, 0xbdcccccd, // +-0.1
        0x3f000000, 0x3fc00000, 0x40200000, 0xc0200000, 0x40400000, 0x40e00000, 0xc0e00000, // 0.5 1.5 2.5 -2.5 3 7 -7
        0x3f400000, // 0.75
        0x7f800000, 0xff800000, // +-Infinity
        0x7fc00000, 0xffc00000, 0x7fc00001, 0x7f800001, 0xff800001, // NaNs: canonical, negative, payload, signalling
        0x00000001, 0x80000001, // +-MIN_VALUE
        0x007fffff, 0x00800000, // largest subnormal, MIN_NORMAL
        0x7f7fffff, 0xff7fffff, // +-MAX_VALUE
        0x501502f9, 0x2edbe6ff, // 1e10, 1e-10
        0x4f000000, 0xcf000000, 0x4effffff, 0xcf000001, // 2^31, -2^31, largest float < 2^31, just below -2^31
        0x5f000000, 0xdf000000, 0x5effffff, 0xdf000001, 0x5f800000, // 2^63, -2^63, neighbours, 2^64
        0x4b800000, 0x4b800001, // 2^24, 2^24 + 2
        0x3effffff, 0x3f7fffff, // just below 0.5, just below 1
    };

    static final long[] DOUBLE_BITS = {
        0x0000000000000000L, 0x8000000000000000L, // +-0
        0x3ff0000000000000L, 0xbff0000000000000L, // +-1
        0x3fb999999999999aL, 0xbfb999999999999aL, // +-0.1
        0x3fe0000000000000L, 0x3ff8000000000000L, 0x4004000000000000L, 0xc004000000000000L, // 0.5 1.5 2.5 -2.5
        0x4008000000000000L, 0x401c000000000000L, 0xc01c000000000000L, // 3 7 -7
        0x7ff0000000000000L, 0xfff0000000000000L, // +-Infinity
        0x7ff8000000000000L, 0xfff8000000000000L, 0x7ff8000000000001L, 0x7ff0000000000001L, // NaNs
        0x7ff4000000000000L, 0x7ff8000020000000L, // signalling NaN keeping high payload, payload seen by d2f
        0x0000000000000001L, 0x8000000000000001L, // +-MIN_VALUE
        0x000fffffffffffffL, 0x0010000000000000L, // largest subnormal, MIN_NORMAL
        0x7fefffffffffffffL, 0xffefffffffffffffL, // +-MAX_VALUE
        0x4202a05f20000000L, 0x3ddb7cdfd9d7bdbbL, // 1e10, 1e-10
        0x7e37e43c8800759cL, 0x01a56e1fc2f8f359L, // 1e300, 1e-300
        0x41e0000000000000L, 0xc1e0000000000000L, // 2^31, -2^31
        0x41dfffffffc00000L, 0x41dfffffffe00000L, // 2^31 - 1, 2^31 - 0.5
        0xc1e0000000100000L, 0xc1e0000000200000L, // -2^31 - 0.5, -2^31 - 1
        0x43e0000000000000L, 0xc3e0000000000000L, 0x43dfffffffffffffL, 0xc3e0000000000001L, // +-2^63 and neighbours
        0x43f0000000000000L, // 2^64
        0x4340000000000000L, 0x4340000000000001L, // 2^53, 2^53 + 2
        0x3ff0000010000000L, 0x3ff0000030000000L, 0x3ff0000010000001L, // 1 + 2^-24 (tie), 1 + 3*2^-24, above tie
        0x47efffffe0000000L, 0x47efffffd0000000L, 0x47efffffefffffffL, // float MAX_VALUE, tie below, above
        0x47effffff0000000L, // the float overflow threshold (rounds to infinity)
        0x36a0000000000000L, 0x3690000000000000L, 0x3690000000000001L, // float MIN_VALUE, half of it (tie), above
        0x380fffffffffffffL, 0x3810000000000000L, // float subnormal boundary
        0x3fdfffffffffffffL, // just below 0.5
    };

    static final StringBuilder out = new StringBuilder(1 << 22);

    // ---- formatting ----

    static void hex8(int v) {
        String s = Integer.toHexString(v);
        for (int i = s.length(); i < 8; i++) out.append('0');
        out.append(s);
    }

    static void hex16(long v) {
        String s = Long.toHexString(v);
        for (int i = s.length(); i < 16; i++) out.append('0');
        out.append(s);
    }

    static void op(String name) {
        out.append(name);
    }

    static void i(int v) { out.append(' '); hex8(v); }
    static void l(long v) { out.append(' '); hex16(v); }
    static void f(float v) { out.append(' '); hex8(Float.floatToRawIntBits(v)); }
    static void d(double v) { out.append(' '); hex16(Double.doubleToRawLongBits(v)); }
    static void z(boolean v) { out.append(v ? " 1" : " 0"); }
    static void end() { out.append('\n'); }

    // ---- int ----
    static int iadd(int a, int b) { return a + b; }
    static int isub(int a, int b) { return a - b; }
    static int imul(int a, int b) { return a * b; }
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static int iand(int a, int b) { return a & b; }
    static int ior(int a, int b) { return a | b; }
    static int ixor(int a, int b) { return a ^ b; }
    static int ishl(int a, int b) { return a << b; }
    static int ishr(int a, int b) { return a >> b; }
    static int iushr(int a, int b) { return a >>> b; }
    static int ineg(int a) { return -a; }
    static int i2b(int a) { return (byte) a; }
    static int i2c(int a) { return (char) a; }
    static int i2s(int a) { return (short) a; }
    static long i2l(int a) { return a; }
    static float i2f(int a) { return a; }
    static double i2d(int a) { return a; }
    static boolean ieq(int a, int b) { return a == b; }
    static boolean ilt(int a, int b) { return a < b; }
    static boolean ile(int a, int b) { return a <= b; }

    // ---- long ----
    static long ladd(long a, long b) { return a + b; }
    static long lsub(long a, long b) { return a - b; }
    static long lmul(long a, long b) { return a * b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }
    static long land(long a, long b) { return a & b; }
    static long lor(long a, long b) { return a | b; }
    static long lxor(long a, long b) { return a ^ b; }
    static long lshl(long a, int b) { return a << b; }
    static long lshr(long a, int b) { return a >> b; }
    static long lushr(long a, int b) { return a >>> b; }
    static long lneg(long a) { return -a; }
    static int l2i(long a) { return (int) a; }
    static float l2f(long a) { return a; }
    static double l2d(long a) { return a; }
    static int lcmp(long a, long b) { return a > b ? 1 : (a == b ? 0 : -1); }
    static boolean leq(long a, long b) { return a == b; }
    static boolean llt(long a, long b) { return a < b; }
    static boolean lle(long a, long b) { return a <= b; }

    // ---- float ----
    static float fadd(float a, float b) { return a + b; }
    static float fsub(float a, float b) { return a - b; }
    static float fmul(float a, float b) { return a * b; }
    static float fdiv(float a, float b) { return a / b; }
    static float frem(float a, float b) { return a % b; }
    static float fneg(float a) { return -a; }
    static int f2i(float a) { return (int) a; }
    static long f2l(float a) { return (long) a; }
    static double f2d(float a) { return a; }
    // javac compiles these two with fcmpl and fcmpg respectively; the values
    // are the instructions' results.
    static int fcmpl(float a, float b) { return a > b ? 1 : (a == b ? 0 : -1); }
    static int fcmpg(float a, float b) { return a < b ? -1 : (a == b ? 0 : 1); }
    static boolean feq(float a, float b) { return a == b; }
    static boolean flt(float a, float b) { return a < b; }
    static boolean fle(float a, float b) { return a <= b; }

    // ---- double ----
    static double dadd(double a, double b) { return a + b; }
    static double dsub(double a, double b) { return a - b; }
    static double dmul(double a, double b) { return a * b; }
    static double ddiv(double a, double b) { return a / b; }
    static double drem(double a, double b) { return a % b; }
    static double dneg(double a) { return -a; }
    static int d2i(double a) { return (int) a; }
    static long d2l(double a) { return (long) a; }
    static float d2f(double a) { return (float) a; }
    static int dcmpl(double a, double b) { return a > b ? 1 : (a == b ? 0 : -1); }
    static int dcmpg(double a, double b) { return a < b ? -1 : (a == b ? 0 : 1); }
    static boolean deq(double a, double b) { return a == b; }
    static boolean dlt(double a, double b) { return a < b; }
    static boolean dle(double a, double b) { return a <= b; }

    static void ints() {
        for (int a : INTS) {
            op("ineg"); i(a); i(ineg(a)); end();
            op("i2b"); i(a); i(i2b(a)); end();
            op("i2c"); i(a); i(i2c(a)); end();
            op("i2s"); i(a); i(i2s(a)); end();
            op("i2l"); i(a); l(i2l(a)); end();
            op("i2f"); i(a); f(i2f(a)); end();
            op("i2d"); i(a); d(i2d(a)); end();
            for (int b : INTS) {
                op("iadd"); i(a); i(b); i(iadd(a, b)); end();
                op("isub"); i(a); i(b); i(isub(a, b)); end();
                op("imul"); i(a); i(b); i(imul(a, b)); end();
                if (b != 0) {
                    op("idiv"); i(a); i(b); i(idiv(a, b)); end();
                    op("irem"); i(a); i(b); i(irem(a, b)); end();
                }
                op("iand"); i(a); i(b); i(iand(a, b)); end();
                op("ior"); i(a); i(b); i(ior(a, b)); end();
                op("ixor"); i(a); i(b); i(ixor(a, b)); end();
                op("ishl"); i(a); i(b); i(ishl(a, b)); end();
                op("ishr"); i(a); i(b); i(ishr(a, b)); end();
                op("iushr"); i(a); i(b); i(iushr(a, b)); end();
                op("ieq"); i(a); i(b); z(ieq(a, b)); end();
                op("ilt"); i(a); i(b); z(ilt(a, b)); end();
                op("ile"); i(a); i(b); z(ile(a, b)); end();
            }
        }
    }

    static void longs() {
        for (long a : LONGS) {
            op("lneg"); l(a); l(lneg(a)); end();
            op("l2i"); l(a); i(l2i(a)); end();
            op("l2f"); l(a); f(l2f(a)); end();
            op("l2d"); l(a); d(l2d(a)); end();
            for (int b : INTS) {
                op("lshl"); l(a); i(b); l(lshl(a, b)); end();
                op("lshr"); l(a); i(b); l(lshr(a, b)); end();
                op("lushr"); l(a); i(b); l(lushr(a, b)); end();
            }
            for (long b : LONGS) {
                op("ladd"); l(a); l(b); l(ladd(a, b)); end();
                op("lsub"); l(a); l(b); l(lsub(a, b)); end();
                op("lmul"); l(a); l(b); l(lmul(a, b)); end();
                if (b != 0) {
                    op("ldiv"); l(a); l(b); l(ldiv(a, b)); end();
                    op("lrem"); l(a); l(b); l(lrem(a, b)); end();
                }
                op("land"); l(a); l(b); l(land(a, b)); end();
                op("lor"); l(a); l(b); l(lor(a, b)); end();
                op("lxor"); l(a); l(b); l(lxor(a, b)); end();
                op("lcmp"); l(a); l(b); i(lcmp(a, b)); end();
                op("leq"); l(a); l(b); z(leq(a, b)); end();
                op("llt"); l(a); l(b); z(llt(a, b)); end();
                op("lle"); l(a); l(b); z(lle(a, b)); end();
            }
        }
        // Integral values converted to floating point, beyond the long grid:
        // every int of the int grid as a long too.
        for (int a : INTS) {
            op("l2f"); l(a); f(l2f(a)); end();
            op("l2d"); l(a); d(l2d(a)); end();
        }
    }

    static void floats() {
        for (int abits : FLOAT_BITS) {
            float a = Float.intBitsToFloat(abits);
            op("fneg"); f(a); f(fneg(a)); end();
            op("f2i"); f(a); i(f2i(a)); end();
            op("f2l"); f(a); l(f2l(a)); end();
            op("f2d"); f(a); d(f2d(a)); end();
            for (int bbits : FLOAT_BITS) {
                float b = Float.intBitsToFloat(bbits);
                op("fadd"); f(a); f(b); f(fadd(a, b)); end();
                op("fsub"); f(a); f(b); f(fsub(a, b)); end();
                op("fmul"); f(a); f(b); f(fmul(a, b)); end();
                op("fdiv"); f(a); f(b); f(fdiv(a, b)); end();
                op("frem"); f(a); f(b); f(frem(a, b)); end();
                op("fcmpl"); f(a); f(b); i(fcmpl(a, b)); end();
                op("fcmpg"); f(a); f(b); i(fcmpg(a, b)); end();
                op("feq"); f(a); f(b); z(feq(a, b)); end();
                op("flt"); f(a); f(b); z(flt(a, b)); end();
                op("fle"); f(a); f(b); z(fle(a, b)); end();
            }
        }
    }

    static void doubles() {
        for (long abits : DOUBLE_BITS) {
            double a = Double.longBitsToDouble(abits);
            op("dneg"); d(a); d(dneg(a)); end();
            op("d2i"); d(a); i(d2i(a)); end();
            op("d2l"); d(a); l(d2l(a)); end();
            op("d2f"); d(a); f(d2f(a)); end();
            for (long bbits : DOUBLE_BITS) {
                double b = Double.longBitsToDouble(bbits);
                op("dadd"); d(a); d(b); d(dadd(a, b)); end();
                op("dsub"); d(a); d(b); d(dsub(a, b)); end();
                op("dmul"); d(a); d(b); d(dmul(a, b)); end();
                op("ddiv"); d(a); d(b); d(ddiv(a, b)); end();
                op("drem"); d(a); d(b); d(drem(a, b)); end();
                op("dcmpl"); d(a); d(b); i(dcmpl(a, b)); end();
                op("dcmpg"); d(a); d(b); i(dcmpg(a, b)); end();
                op("deq"); d(a); d(b); z(deq(a, b)); end();
                op("dlt"); d(a); d(b); z(dlt(a, b)); end();
                op("dle"); d(a); d(b); z(dle(a, b)); end();
            }
        }
        // Every float of the float grid widened, as inputs of the double
        // conversions.
        for (int abits : FLOAT_BITS) {
            double a = Float.intBitsToFloat(abits);
            op("d2i"); d(a); i(d2i(a)); end();
            op("d2l"); d(a); l(d2l(a)); end();
            op("d2f"); d(a); f(d2f(a)); end();
        }
    }

    public static void main(String[] args) throws Exception {
        ints();
        longs();
        floats();
        doubles();
        byte[] bytes = out.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.out.write(bytes);
        System.out.flush();
    }
}
