// Checks Float.floatToIntBits/floatToRawIntBits/intBitsToFloat and
// Double.doubleToLongBits/doubleToRawLongBits/longBitsToDouble incl. NaN canonicalization.
public class FloatDoubleBits {
    public static void main(String[] args) {
        float[] fs = {0.0f, -0.0f, 1.0f, -1.0f, 0.1f, Float.MAX_VALUE, Float.MIN_VALUE, Float.MIN_NORMAL, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN};
        for (float f : fs) {
            System.out.println(f + " -> " + Integer.toHexString(Float.floatToIntBits(f)) + " raw " + Integer.toHexString(Float.floatToRawIntBits(f)));
        }
        double[] ds = {0.0, -0.0, 1.0, -2.5, 0.1, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, Double.POSITIVE_INFINITY, Double.NaN};
        for (double d : ds) {
            System.out.println(d + " -> " + Long.toHexString(Double.doubleToLongBits(d)) + " raw " + Long.toHexString(Double.doubleToRawLongBits(d)));
        }
        float otherNaN = Float.intBitsToFloat(0x7fc00001);
        System.out.println(Float.isNaN(otherNaN) + " " + Integer.toHexString(Float.floatToIntBits(otherNaN)));
        double otherDNaN = Double.longBitsToDouble(0x7ff0000000000001L);
        System.out.println(Double.isNaN(otherDNaN) + " " + Long.toHexString(Double.doubleToLongBits(otherDNaN)));
        System.out.println(Float.intBitsToFloat(0x3f800000) + " " + Float.intBitsToFloat(0x00000001) + " " + Float.intBitsToFloat(0xff800000) + " " + Float.intBitsToFloat(0x40490fdb));
        System.out.println(Double.longBitsToDouble(0x3ff0000000000000L) + " " + Double.longBitsToDouble(1L) + " " + Double.longBitsToDouble(0x400921fb54442d18L) + " " + Double.longBitsToDouble(0x8000000000000000L));
        System.out.println(Float.isInfinite((float) 1e39) + " " + Float.isFinite(3f) + " " + Double.isFinite(Double.NaN) + " " + Double.isInfinite(-1.0 / 0));
        long bits = Double.doubleToLongBits(1.5);
        System.out.println(Double.longBitsToDouble(bits + 1) + " " + (Double.longBitsToDouble(bits + 1) > 1.5));
        System.out.println(Float.floatToIntBits(Float.intBitsToFloat(0x12345678)) == 0x12345678);
    }
}
