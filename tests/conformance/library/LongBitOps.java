// Checks Long.bitCount, reverse, reverseBytes, highestOneBit, lowestOneBit,
// numberOfLeadingZeros/TrailingZeros, rotateLeft/Right, compare and signum.
public class LongBitOps {
    public static void main(String[] args) {
        long[] values = {0L, 1L, -1L, 1L << 40, 0x0123456789ABCDEFL, Long.MAX_VALUE, Long.MIN_VALUE, -1000L, 0xFFL};
        for (long v : values) {
            System.out.println(v + ": bitCount=" + Long.bitCount(v) + " reverse=" + Long.toHexString(Long.reverse(v))
                + " reverseBytes=" + Long.toHexString(Long.reverseBytes(v))
                + " highest=" + Long.highestOneBit(v) + " lowest=" + Long.lowestOneBit(v)
                + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v));
        }
        long x = 0x8000000000000001L;
        System.out.println(Long.toHexString(Long.rotateLeft(x, 4)) + " " + Long.toHexString(Long.rotateRight(x, 4)) + " " + Long.toHexString(Long.rotateLeft(x, 68)));
        System.out.println(Long.compare(-1L, 1L) + " " + Long.compare(1L, -1L) + " " + Long.compare(9L, 9L) + " " + Long.signum(Long.MIN_VALUE));
        System.out.println((1L << 63) + " " + (1L << 64) + " " + (-1L >>> 60) + " " + (-256L >> 4));
        System.out.println(Long.SIZE + " " + Long.BYTES + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
    }
}
