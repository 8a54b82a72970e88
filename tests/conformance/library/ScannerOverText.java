import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

// java.util.Scanner over Strings: tokens, numbers (signs, grouping, radix),
// delimiters, lines, and the exceptions of a bad or missing token; then the
// locale's number formats that Scanner's own set-up uses.
public class ScannerOverText {
    public static void main(String[] args) {
        Scanner words = new Scanner("  12 -7 +3 1,234 ff 0x1 true 2.5 last\nsecond line\n");
        System.out.println(words.nextInt() + words.nextInt() + words.nextInt());
        System.out.println(words.nextInt());
        System.out.println(words.hasNextInt() + " " + words.hasNextInt(16) + " " + words.nextInt(16));
        try {
            words.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch on " + words.next());
        }
        System.out.println(words.nextBoolean() + " " + words.nextDouble() + " " + words.next());
        System.out.println("[" + words.nextLine() + "] [" + words.nextLine() + "] " + words.hasNextLine());
        try {
            words.next();
        } catch (NoSuchElementException e) {
            System.out.println("no more: " + e.getClass().getSimpleName());
        }

        Scanner csv = new Scanner("alpha, beta,,gamma").useDelimiter("\\s*,\\s*");
        StringBuilder fields = new StringBuilder();
        while (csv.hasNext()) fields.append('<').append(csv.next()).append('>');
        System.out.println(fields);

        Scanner big = new Scanner("2147483648 -2147483648 99999999999");
        System.out.println(big.hasNextInt() + " " + big.nextLong());
        System.out.println(big.nextInt());
        System.out.println(big.hasNextLong() + " " + big.nextLong());

        Scanner lines = new Scanner("one\r\ntwo\n\nfour");
        int count = 0;
        while (lines.hasNextLine()) System.out.println(++count + ": " + lines.nextLine());

        System.out.println(new DecimalFormat("#,##0.00").format(1234567.891));
        System.out.println(NumberFormat.getInstance().format(-9876.5));
        System.out.println(NumberFormat.getPercentInstance().format(0.256));
        System.out.println(String.format("%,d and %.3f", 1234567, Math.PI));
    }
}
