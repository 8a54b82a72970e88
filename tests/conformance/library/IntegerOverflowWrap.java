// Checks silent int overflow: MAX_VALUE+1, MIN_VALUE-1, negation and abs of
// MIN_VALUE, multiplication wrap, MIN_VALUE/-1, shifts beyond 31 and narrowing casts.
public class IntegerOverflowWrap {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(-min);
        System.out.println(Math.abs(min));
        System.out.println(max * 2);
        System.out.println(min / -1);
        System.out.println(min % -1);
        System.out.println(65536 * 65536);
        System.out.println(46341 * 46341);
        System.out.println(1 << 31);
        System.out.println(1 << 32);
        System.out.println(1 << 33);
        System.out.println(-1 >>> 28);
        System.out.println(-16 >> 2);
        System.out.println(-16 >>> 30);
        System.out.println((byte) 128 + " " + (byte) 255 + " " + (short) 32768 + " " + (char) 65601);
        System.out.println((int) 3.7e10 + " " + (int) -3.7e10 + " " + (int) Double.NaN);
        System.out.println((long) Double.POSITIVE_INFINITY + " " + (long) Double.NEGATIVE_INFINITY);
        int counter = max - 2;
        for (int i = 0; i < 5; i++) {
            System.out.print(counter++ + " ");
        }
        System.out.println();
        short s = Short.MAX_VALUE;
        s++;
        byte b = Byte.MIN_VALUE;
        b--;
        char c = 0;
        c--;
        System.out.println(s + " " + b + " " + (int) c);
        System.out.println(Integer.MAX_VALUE + Integer.MAX_VALUE);
        System.out.println((long) Integer.MAX_VALUE + Integer.MAX_VALUE);
    }
}
