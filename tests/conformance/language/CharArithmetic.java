// Checks char arithmetic: promotion to int, char ranges in loops, casts from
// int to char (wrap at 65536), char comparisons, and Character helpers.
public class CharArithmetic {
    public static void main(String[] args) {
        char a = 'a';
        System.out.println("a+1=" + (a + 1) + " (char)(a+1)=" + (char) (a + 1) + " 'z'-'a'=" + ('z' - 'a'));
        StringBuilder sb = new StringBuilder();
        for (char c = 'A'; c <= 'F'; c++) sb.append(c);
        for (char c = '9'; c >= '5'; c -= 2) sb.append(c);
        System.out.println(sb);
        System.out.println("(char)65601=" + (char) 65601 + " (int)(char)-1=" + (int) (char) -1);
        char digit = '7';
        System.out.println("digit value " + (digit - '0') + " next " + (char) (digit + 1));
        System.out.println("compare " + ('a' < 'b') + " " + ('Z' < 'a') + " " + ((char) 0x41 == 'A'));
        String word = "Hello";
        int sum = 0;
        for (int i = 0; i < word.length(); i++) sum += word.charAt(i);
        System.out.println("char sum " + sum);
        char upper = (char) (word.charAt(1) - 32);
        System.out.println("upper " + upper + " " + Character.toUpperCase('q') + " " + Character.isDigit('5') + " " + Character.isLetter('$'));
        char x = 'x';
        x++;
        x += 1;
        System.out.println("x after ++ and += " + x);
        int ternary = true ? 'c' : 0;
        char tc = false ? 'a' : 98;
        System.out.println("ternary int " + ternary + " char " + tc);
        System.out.println("Character.getNumericValue " + Character.getNumericValue('8') + " forDigit " + Character.forDigit(11, 16));
    }
}
