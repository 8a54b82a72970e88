// Checks unsigned helpers: Integer/Long toUnsignedString, parseUnsignedInt,
// divideUnsigned, remainderUnsigned, compareUnsigned, toUnsignedLong and errors.
public class UnsignedArithmetic {
    public static void main(String[] args) {
        int[] values = {0, 1, -1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE, 123456};
        for (int v : values) {
            System.out.println(v + " -> " + Integer.toUnsignedString(v) + " hex " + Integer.toUnsignedString(v, 16) + " long " + Integer.toUnsignedLong(v));
        }
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.parseUnsignedInt("2147483648") + " " + Integer.parseUnsignedInt("+7"));
        System.out.println(Integer.divideUnsigned(-1, 2) + " " + Integer.remainderUnsigned(-1, 10) + " " + Integer.divideUnsigned(-2, -1) + " " + Integer.divideUnsigned(7, 2));
        System.out.println(Integer.compareUnsigned(-1, 1) + " " + Integer.compareUnsigned(1, 2) + " " + Integer.compareUnsigned(0, 0));
        System.out.println(Long.toUnsignedString(-1L) + " " + Long.toUnsignedString(Long.MIN_VALUE, 2).length() + " " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println(Long.divideUnsigned(-1L, 10L) + " " + Long.remainderUnsigned(-1L, 10L) + " " + Long.divideUnsigned(100L, 7L) + " " + Long.compareUnsigned(Long.MIN_VALUE, Long.MAX_VALUE));
        System.out.println(Byte.toUnsignedInt((byte) -1) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedLong((byte) -128));
        String[] bad = {"4294967296", "-1", "", "12a"};
        for (String s : bad) {
            try {
                System.out.println(Integer.parseUnsignedInt(s));
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            }
        }
        try {
            Integer.divideUnsigned(5, 0);
        } catch (ArithmeticException e) {
            System.out.println("AE " + e.getMessage());
        }
        try {
            Long.parseUnsignedLong("18446744073709551616");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
    }
}
