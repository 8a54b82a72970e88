// Checks String.format integer conversions: %d with width, left-justify and
// zero-padding, %x %X %o on positives and negatives (int and long), and %+d.
public class StringFormatIntegers {
    public static void main(String[] args) {
        int[] values = {0, 7, 42, -42, 255, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : values) {
            System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%x] [%X] [%o]", v, v, v, v, v, v, v));
        }
        System.out.println(String.format("[%d] [%x] [%o]", -1L, -1L, 8L));
        System.out.println(String.format("[%d] [%X]", Long.MAX_VALUE, Long.MIN_VALUE));
        System.out.println(String.format("[%+d] [%+d] [% d]", 5, -5, 5));
        System.out.println(String.format("[%08X] [%#x] [%#o]", 48879, 255, 8));
        System.out.println(String.format("[%d] [%d]", (byte) -1, (short) -300));
        System.out.println(String.format("[%x] [%x]", (byte) -1, (short) -1));
        System.out.println(String.format("%d + %d = %d", 2, 3, 2 + 3));
        System.out.println(String.format("%2$d %1$d", 10, 20));
        System.out.println(String.format("[%3d|%-3d|%03d]", 12345, 12345, 12345));
        System.out.println(String.format("%d", Integer.valueOf(99)));
    }
}
