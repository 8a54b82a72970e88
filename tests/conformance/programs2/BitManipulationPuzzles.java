// Bit-twiddling puzzles: power-of-two tests, popcount by hand vs Integer.bitCount, Gray
// codes, subset enumeration with masks, single-number XOR, bit reversal and a BitSet sieve.
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

public class BitManipulationPuzzles {
    static int popcount(int x) {
        int n = 0;
        while (x != 0) { x &= x - 1; n++; }
        return n;
    }

    static boolean isPowerOfTwo(long x) { return x > 0 && (x & (x - 1)) == 0; }

    static int nextPowerOfTwo(int x) {
        x--;
        x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16;
        return x + 1;
    }

    static String bin(int x, int width) {
        String s = Integer.toBinaryString(x);
        return "0".repeat(Math.max(0, width - s.length())) + s;
    }

    public static void main(String[] args) {
        int[] samples = {0, 1, 7, 8, 255, 1024, -1, Integer.MIN_VALUE, 0x55555555, 123456789};
        for (int s : samples) {
            System.out.printf("%11d pop=%2d/%2d pow2=%-5b lz=%2d tz=%2d hi=%d lo=%d rev=%d%n", s, popcount(s), Integer.bitCount(s),
                    isPowerOfTwo(s), Integer.numberOfLeadingZeros(s), Integer.numberOfTrailingZeros(s),
                    Integer.highestOneBit(s), Integer.lowestOneBit(s), Integer.reverse(s));
        }
        for (int x : new int[]{1, 5, 16, 17, 1000, 1 << 29}) System.out.print(nextPowerOfTwo(x) + " ");
        System.out.println();

        StringBuilder gray = new StringBuilder();
        for (int i = 0; i < 8; i++) gray.append(bin(i ^ (i >> 1), 3)).append(' ');
        System.out.println("gray: " + gray.toString().trim());

        char[] items = {'a', 'b', 'c', 'd'};
        List<String> subsets = new ArrayList<>();
        for (int mask = 0; mask < 1 << items.length; mask++) {
            StringBuilder sb = new StringBuilder("{");
            for (int b = 0; b < items.length; b++) if ((mask & (1 << b)) != 0) sb.append(items[b]);
            subsets.add(sb.append('}').toString());
        }
        System.out.println(subsets);

        int[] pairs = {4, 9, 2, 7, 4, 2, 9, 11, 7};
        int single = 0;
        for (int p : pairs) single ^= p;
        System.out.println("single number " + single);

        int a = 12345, b = -678;
        a ^= b; b ^= a; a ^= b;
        System.out.println("xor swap a=" + a + " b=" + b + " sign differ=" + ((a ^ b) < 0));
        System.out.println("abs via bits " + ((b ^ (b >> 31)) - (b >> 31)) + " min via bits " + (b ^ ((a ^ b) & -(a < b ? 1 : 0))));
        System.out.println("rotate " + Integer.toHexString(Integer.rotateLeft(0x12345678, 8)) + " " + Integer.toHexString(Integer.rotateRight(0x12345678, 4))
                + " reverseBytes " + Integer.toHexString(Integer.reverseBytes(0x12345678)));
        System.out.println(">>> vs >> : " + (-64 >>> 28) + " " + (-64 >> 28) + " " + (1 << 33) + " " + (1L << 33) + " " + (-1L >>> 60));
        long packed = 0;
        int[] fields = {5, 300, 7, 65535};
        int[] widths = {3, 12, 4, 16};
        int shift = 0;
        for (int i = 0; i < fields.length; i++) { packed |= ((long) fields[i] & ((1L << widths[i]) - 1)) << shift; shift += widths[i]; }
        System.out.println("packed=0x" + Long.toHexString(packed));
        shift = 0;
        StringBuilder un = new StringBuilder();
        for (int w : widths) { un.append((packed >>> shift) & ((1L << w) - 1)).append(' '); shift += w; }
        System.out.println("unpacked " + un.toString().trim() + " bitCount=" + Long.bitCount(packed));

        BitSet composite = new BitSet(100);
        composite.set(0, 2);
        for (int i = 2; i * i < 100; i++)
            if (!composite.get(i)) for (int j = i * i; j < 100; j += i) composite.set(j);
        BitSet primes = new BitSet(100);
        primes.set(0, 100);
        primes.andNot(composite);
        System.out.println("primes<100 count=" + primes.cardinality() + " " + primes);
        System.out.println("next prime after 50: " + primes.nextSetBit(51) + " prev composite before 97: " + composite.previousSetBit(96)
                + " length=" + primes.length());
        byte by = (byte) 0xF0;
        short sh = (short) 0x8001;
        System.out.println("byte>>>4 " + (by >>> 4) + " (by&0xff)>>>4 " + ((by & 0xFF) >>> 4) + " short " + sh + " " + (sh & 0xFFFF)
                + " toUnsigned " + Byte.toUnsignedInt(by) + " " + Integer.toUnsignedString(-1) + " " + Long.toBinaryString(5L << 60));
    }
}
