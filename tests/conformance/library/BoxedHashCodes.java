// Prints hashCode of boxed Integer, Long, Double, Float, Boolean, Character,
// Byte and Short values, plus the static hashCode helpers, which must agree.
public class BoxedHashCodes {
    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 42, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : ints) {
            System.out.println("Integer " + v + " -> " + Integer.valueOf(v).hashCode() + " " + Integer.hashCode(v));
        }
        long[] longs = {0L, 1L, -1L, 42L, 4294967296L, -4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 123456789012345L, -123456789012345L};
        for (long v : longs) {
            System.out.println("Long " + v + " -> " + Long.valueOf(v).hashCode() + " " + Long.hashCode(v));
        }
        double[] doubles = {0.0, -0.0, 1.0, -1.0, 0.1, 1e100, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE};
        for (double v : doubles) {
            System.out.println("Double " + v + " -> " + Double.valueOf(v).hashCode() + " " + Double.hashCode(v));
        }
        float[] floats = {0.0f, -0.0f, 1.0f, 0.1f, Float.NaN, Float.NEGATIVE_INFINITY, Float.MAX_VALUE};
        for (float v : floats) {
            System.out.println("Float " + v + " -> " + Float.valueOf(v).hashCode() + " " + Float.hashCode(v));
        }
        System.out.println("Boolean " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Boolean.hashCode(true));
        char[] chars = {'a', 'Z', '0', '\u00e9', '\u65e5', '\uffff'};
        for (char c : chars) {
            System.out.println("Character " + (int) c + " -> " + Character.valueOf(c).hashCode());
        }
        System.out.println("Byte " + Byte.valueOf((byte) -1).hashCode() + " " + Byte.valueOf((byte) 127).hashCode() + " " + Byte.hashCode((byte) -128));
        System.out.println("Short " + Short.valueOf((short) -1).hashCode() + " " + Short.valueOf((short) 1000).hashCode() + " " + Short.hashCode(Short.MIN_VALUE));
    }
}
