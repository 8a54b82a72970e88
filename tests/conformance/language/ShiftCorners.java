// Checks shift semantics: shift counts masked to 5 bits (int) and 6 bits
// (long), negative counts, >> vs >>> on negatives, and shifts of byte/short/char.
public class ShiftCorners {
    static int n(int x) { return x; }

    public static void main(String[] args) {
        int one = 1;
        System.out.println("1<<31=" + (one << 31) + " 1<<32=" + (one << n(32)) + " 1<<33=" + (one << n(33)) + " 1<<-1=" + (one << n(-1)));
        long lone = 1L;
        System.out.println("1L<<63=" + (lone << 63) + " 1L<<64=" + (lone << n(64)) + " 1L<<65=" + (lone << n(65)) + " 1L<<32=" + (lone << 32));
        int neg = -16;
        System.out.println("-16>>2=" + (neg >> 2) + " -16>>>2=" + (neg >>> 2) + " -16>>>28=" + (neg >>> 28) + " -16>>32=" + (neg >> n(32)));
        long lneg = -16L;
        System.out.println("-16L>>>2=" + (lneg >>> 2) + " -16L>>>60=" + (lneg >>> 60) + " -16L>>64=" + (lneg >> n(64)));
        byte b = -8;
        System.out.println("byte>>>1=" + (b >>> 1) + " (byte)(b>>>1)=" + (byte) (b >>> 1) + " b>>1=" + (b >> 1));
        b >>>= 1;
        System.out.println("b>>>=1 -> " + b);
        short s = -1;
        s >>>= 10;
        System.out.println("short >>>= 10 -> " + s);
        char c = '\uffff';
        System.out.println("char>>4=" + (c >> 4) + " char<<16=" + (c << 16));
        System.out.println("int << long count=" + (one << 33L) + " long shifted by int " + (5L >> 1));
        int x = 0x80000000;
        System.out.println("rotate " + Integer.rotateLeft(x, 1) + " " + ((x << 1) | (x >>> 31)));
        System.out.println("mask " + (0xFFFFFFFF >>> 16) + " " + (0xFFL << 56));
    }
}
