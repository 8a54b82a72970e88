package examples;

/** Bit tricks: x & (x - 1), popcount, branch-free sign and abs, narrowing casts, shifts, Integer's bit methods. */
public class BitUtils {
    /** The magic number at the start of a (made-up) file format. */
    public static final int MAGIC = 0x7fffabcd;

    public static boolean isPowerOfTwo(int x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    /** Kernighan's popcount: each iteration clears the lowest set bit. */
    public static int popCount(int x) {
        int count = 0;
        while (x != 0) {
            x &= x - 1;
            count++;
        }
        return count;
    }

    public static boolean hasEvenParity(int x) {
        return (Integer.bitCount(x) & 1) == 0;
    }

    /** -1, 0 or 1 without a branch. */
    public static int sign(int x) {
        return (x >> 31) | (-x >>> 31);
    }

    /** |x| without a branch; like Math.abs, Integer.MIN_VALUE stays negative. */
    public static int absNoBranch(int x) {
        int mask = x >> 31;
        return (x ^ mask) - mask;
    }

    /** 1 for the magic number, 2 for the magic number with its bytes swapped (other endianness), else 0. */
    public static int headerKind(int word) {
        if (word == MAGIC) {
            return 1;
        }
        if (Integer.reverseBytes(word) == MAGIC) {
            return 2;
        }
        return 0;
    }

    /** The byte read as unsigned, 0..255. */
    public static int unsignedByte(byte b) {
        return b < 0 ? b + 256 : b;
    }

    /** The low 8 bits of x as a signed byte, widened back to int: 200 gives -56. */
    public static int lowByteSigned(int x) {
        return (byte) x;
    }

    /** Whether a 16-bit unit, read as a char, is a UTF-16 high surrogate (0xD800..0xDBFF). */
    public static boolean isHighSurrogate(short unit) {
        char c = (char) unit;
        return c >= 0xD800 && c <= 0xDBFF;
    }

    /** Sign-extends the low 12 bits of x: 0x800 gives -2048. */
    public static short signExtend12(int x) {
        return (short) ((x << 20) >> 20);
    }

    /** Whether bit number index (0..63) of word is set. */
    public static boolean bitAt(long word, int index) {
        if (index < 0 || index > 63) {
            throw new IllegalArgumentException("index must be in 0..63");
        }
        return ((word >>> index) & 1L) != 0;
    }

    /** The smallest power of two that is at least x. */
    public static int nextPowerOfTwo(int x) {
        if (x <= 1) {
            return 1;
        }
        int high = Integer.highestOneBit(x - 1);
        if (high == 1 << 30) {
            throw new ArithmeticException("no int power of two is that large");
        }
        return high << 1;
    }

    public static int log2Floor(int x) {
        if (x <= 0) {
            throw new IllegalArgumentException("x must be positive");
        }
        return 31 - Integer.numberOfLeadingZeros(x);
    }

    private BitUtils() {
        // static methods only
    }
}
