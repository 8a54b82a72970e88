// Checks int and long overflow wraparound, MIN_VALUE / -1, negation and abs of
// MIN_VALUE, multiplication overflow, and int/long mixing promotions.
public class IntOverflowCorners {
    static int m1() { return -1; }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1=" + (max + 1) + " min-1=" + (min - 1) + " -min=" + (-min) + " abs(min)=" + Math.abs(min));
        System.out.println("min/-1=" + (min / m1()) + " min%-1=" + (min % m1()));
        long lmin = Long.MIN_VALUE;
        System.out.println("lmin/-1=" + (lmin / m1()) + " lmin%-1=" + (lmin % m1()) + " -lmin=" + (-lmin));
        System.out.println("mul overflow " + (100000 * 100000) + " as long " + (100000L * 100000) + " late widen " + (long) (100000 * 100000));
        System.out.println("65536*65536=" + (65536 * 65536) + " 46341^2=" + (46341 * 46341));
        int i = max;
        long l = i + 1;
        long l2 = i + 1L;
        System.out.println("int+1 to long " + l + " vs " + l2);
        System.out.println("long to int " + (int) 4294967297L + " " + (int) -4294967296L + " " + (int) 3000000000L);
        System.out.println("Long.MAX+1=" + (Long.MAX_VALUE + 1) + " *2=" + (Long.MAX_VALUE * 2));
        int acc = 1;
        for (int k = 0; k < 40; k++) acc *= 3;
        System.out.println("3^40 wrapped=" + acc);
        System.out.println("hash-like " + (31 * 31 * 31 * 31 * 31 * 31 * 31));
        System.out.println("unsigned " + Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Integer.divideUnsigned(-1, 2));
        System.out.println("inc max " + (++max) + " dec min " + (--min));
    }
}
