// Checks Long.toString with radix, parseLong/valueOf, Long.MIN_VALUE/MAX_VALUE
// rendering, and long arithmetic overflow wrap-around.
public class LongToStringParse {
    public static void main(String[] args) {
        long[] values = {0L, -1L, 1234567890123L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40};
        for (long v : values) {
            System.out.println(Long.toString(v) + " " + Long.toString(v, 2).length() + " " + Long.toString(v, 16) + " " + Long.toString(v, 36));
        }
        System.out.println(Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println(Long.valueOf("42") + Long.valueOf(8L));
        System.out.println(Long.parseLong("+123") + " " + Long.parseLong("-0"));
        long max = Long.MAX_VALUE;
        System.out.println(max + 1);
        System.out.println(Long.MIN_VALUE - 1);
        System.out.println(Long.MIN_VALUE / -1);
        System.out.println(Long.MIN_VALUE % -1);
        System.out.println(Math.abs(Long.MIN_VALUE));
        System.out.println(-Long.MIN_VALUE == Long.MIN_VALUE);
        System.out.println(1000000L * 1000000L * 1000000L * 1000L);
        System.out.println((int) 4294967297L + " " + (int) -4294967297L + " " + (short) 70000L + " " + (byte) 200L);
        System.out.println(Long.sum(3, 4) + " " + Long.max(-5, 2) + " " + Long.min(-5, 2));
        System.out.println(Long.toUnsignedString(-1L) + " " + Long.compareUnsigned(-1L, 1L));
    }
}
