// Checks an uncaught NumberFormatException from Integer.parseInt after printing:
// exit status 1 and stderr first line naming java.lang.NumberFormatException and the input.
public class UncaughtNumberFormat {
    public static void main(String[] args) {
        String[] inputs = {"10", "20", "3x"};
        int sum = 0;
        for (String s : inputs) {
            sum += Integer.parseInt(s);
            System.out.println("sum so far " + sum);
        }
        System.out.println("unreachable " + sum);
    }
}
