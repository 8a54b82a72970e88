// Checks Integer.bitCount, reverse, reverseBytes, highestOneBit, lowestOneBit,
// numberOfLeadingZeros/TrailingZeros, rotateLeft/Right, compare and signum.
public class IntegerBitOps {
    public static void main(String[] args) {
        int[] values = {0, 1, -1, 2, 7, 12, 255, 0x12345678, Integer.MAX_VALUE, Integer.MIN_VALUE, -100};
        for (int v : values) {
            System.out.println(v + ": bitCount=" + Integer.bitCount(v) + " reverse=" + Integer.reverse(v)
                + " reverseBytes=" + Integer.toHexString(Integer.reverseBytes(v))
                + " highest=" + Integer.highestOneBit(v) + " lowest=" + Integer.lowestOneBit(v)
                + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v));
        }
        int x = 0x80000001;
        System.out.println(Integer.toHexString(Integer.rotateLeft(x, 1)) + " " + Integer.toHexString(Integer.rotateRight(x, 1))
            + " " + Integer.toHexString(Integer.rotateLeft(x, 33)) + " " + Integer.toHexString(Integer.rotateLeft(x, -1)));
        System.out.println(Integer.compare(3, 5) + " " + Integer.compare(5, 3) + " " + Integer.compare(4, 4) + " " + Integer.compare(Integer.MIN_VALUE, Integer.MAX_VALUE));
        System.out.println(Integer.signum(-42) + " " + Integer.signum(0) + " " + Integer.signum(42));
        System.out.println(Integer.sum(2, 3) + " " + Integer.SIZE + " " + Integer.BYTES);
        System.out.println(Short.reverseBytes((short) 0x1234) + " " + (int) Character.reverseBytes('\u1234'));
    }
}
