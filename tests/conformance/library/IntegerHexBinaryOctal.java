// Checks Integer and Long toHexString/toBinaryString/toOctalString on positive,
// zero, negative and extreme values (two's-complement unsigned rendering).
public class IntegerHexBinaryOctal {
    public static void main(String[] args) {
        int[] ints = {0, 1, 10, 255, -1, -2, -256, Integer.MAX_VALUE, Integer.MIN_VALUE, 0xCAFEBABE};
        for (int v : ints) {
            System.out.println(v + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v)
                + " bin=" + Integer.toBinaryString(v));
        }
        long[] longs = {0L, 1L, -1L, 4294967296L, -4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0xDEADBEEFCAFEL};
        for (long v : longs) {
            System.out.println(v + " hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v)
                + " bin=" + Long.toBinaryString(v));
        }
        System.out.println(Integer.toHexString((byte) -1) + " " + Integer.toHexString(((byte) -1) & 0xff));
        System.out.println(Integer.toHexString('A') + " " + Long.toHexString(Integer.MIN_VALUE));
        System.out.println(Integer.parseUnsignedInt("ffffffff", 16) + " " + Long.parseUnsignedLong("ffffffffffffffff", 16));
    }
}
