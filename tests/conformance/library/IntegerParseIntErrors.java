// Checks NumberFormatException messages from Integer.parseInt, Long.parseLong,
// valueOf and decode for malformed, empty, null, overflowing and bad-radix input.
public class IntegerParseIntErrors {
    static void tryInt(String s, int radix) {
        try {
            System.out.println("ok " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        tryInt("abc", 10);
        tryInt("", 10);
        tryInt(null, 10);
        tryInt("-", 10);
        tryInt("+", 10);
        tryInt("12 ", 10);
        tryInt(" 12", 10);
        tryInt("2147483648", 10);
        tryInt("-2147483649", 10);
        tryInt("99999999999", 10);
        tryInt("12", 1);
        tryInt("12", 37);
        tryInt("129", 8);
        tryInt("1.5", 10);
        tryInt("0x10", 10);
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Long.parseLong("12L");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Integer.valueOf("seven");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Integer.decode("0xZZ");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Double.parseDouble("1.2.3");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Double.parseDouble("");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Byte.parseByte("200");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
    }
}
