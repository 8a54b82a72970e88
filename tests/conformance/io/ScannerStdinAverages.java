import java.util.Scanner;

// A first-year program: numbers and a name read from standard input with
// java.util.Scanner, a prompt, a running total, formatted output.
public class ScannerStdinAverages {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("How many marks? ");
        int n = in.nextInt();
        double sum = 0;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int mark = in.nextInt();
            sum += mark;
            best = Math.max(best, mark);
        }
        in.nextLine();
        System.out.print("Name? ");
        String name = in.nextLine().trim();
        System.out.printf("%n%s: average %.2f, best %d%n", name, sum / n, best);
        while (in.hasNextDouble()) System.out.println("extra " + in.nextDouble());
        System.out.println(in.hasNext() ? "then: " + in.next() : "end");
    }
}
