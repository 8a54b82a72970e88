// Checks Integer.toString/parseInt/valueOf with radix 2..36, negative values,
// the '+' sign, and Character.MAX_RADIX limits.
public class IntegerToStringRadix {
    public static void main(String[] args) {
        int[] values = {0, 1, -1, 255, -255, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] radixes = {2, 8, 10, 16, 36};
        for (int v : values) {
            StringBuilder sb = new StringBuilder();
            for (int r : radixes) {
                sb.append(Integer.toString(v, r)).append(' ');
            }
            System.out.println(sb.toString().trim());
        }
        System.out.println(Integer.toString(255, 99) + " " + Integer.toString(255, 1));
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-FF", 16) + " " + Integer.parseInt("+101", 2));
        System.out.println(Integer.parseInt("zz", 36) + " " + Integer.parseInt("777", 8) + " " + Integer.parseInt("-2147483648"));
        System.out.println(Integer.valueOf("123") + Integer.valueOf("7f", 16));
        System.out.println(Integer.parseInt("0000042") + " " + Integer.parseInt("-0"));
        System.out.println(Integer.toString(-0) + " " + Integer.toString(Integer.MIN_VALUE).length());
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff"));
        for (int i = 0; i < 36; i += 7) {
            System.out.print(Character.forDigit(i, 36));
        }
        System.out.println();
    }
}
