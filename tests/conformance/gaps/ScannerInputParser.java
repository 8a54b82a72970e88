// Parsing a configuration and a CSV-ish table from strings with java.util.Scanner (nextInt,
// nextDouble, hasNextInt, nextLine, useDelimiter, findInLine) and StringTokenizer.
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Scanner;
import java.util.StringTokenizer;

public class ScannerInputParser {
    public static void main(String[] args) {
        String input = "3\n"
                + "apple 3 0.5\n"
                + "bread 1 2.25\n"
                + "cheese 2 7.80\n"
                + "# trailing comment line\n"
                + "42 17 x 99\n";
        Scanner sc = new Scanner(input);
        int n = sc.nextInt();
        double total = 0;
        for (int i = 0; i < n; i++) {
            String item = sc.next();
            int qty = sc.nextInt();
            double price = sc.nextDouble();
            total += qty * price;
            System.out.printf("%-7s %d x %.2f%n", item, qty, price);
        }
        System.out.printf("total %.2f%n", total);
        sc.nextLine();
        System.out.println("comment: [" + sc.nextLine() + "]");
        int sum = 0;
        List<String> skipped = new ArrayList<>();
        while (sc.hasNext()) {
            if (sc.hasNextInt()) sum += sc.nextInt();
            else skipped.add(sc.next());
        }
        System.out.println("sum=" + sum + " skipped=" + skipped);
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException at end");
        }
        sc.close();

        Scanner csv = new Scanner("id;name;score\n1;Ana;93.5\n2;Bo;71\n3;Cy;n/a\n").useDelimiter("[;\\n]");
        List<String> header = List.of(csv.next(), csv.next(), csv.next());
        System.out.println("header " + header);
        while (csv.hasNext()) {
            int id = csv.nextInt();
            String name = csv.next();
            String score;
            try {
                score = String.valueOf(csv.nextDouble());
            } catch (InputMismatchException e) {
                score = "invalid(" + csv.next() + ")";
            }
            System.out.println("  row " + id + " " + name + " " + score);
        }

        Scanner kv = new Scanner("width=640 height=480 title=Main_Window depth=24");
        while (kv.hasNext()) {
            String[] p = kv.next().split("=", 2);
            System.out.println("  " + p[0] + " -> " + p[1]);
        }
        Scanner fl = new Scanner("Order #1234 placed: 3 items, total $56.78");
        System.out.println("found " + fl.findInLine("#(\\d+)") + " group " + fl.match().group(1) + " rest [" + fl.nextLine() + "]");
        Scanner lines = new Scanner("first\n\nthird\nlast");
        int ln = 0;
        while (lines.hasNextLine()) System.out.println("  line " + (++ln) + ": '" + lines.nextLine() + "'");
        Scanner radix = new Scanner("ff 101 z");
        System.out.println(radix.nextInt(16) + " " + radix.nextInt(2) + " " + radix.hasNextInt() + " " + radix.hasNextInt(36) + " " + radix.nextInt(36));
        Scanner bools = new Scanner("true FALSE 12345678901 -7 3.5e2");
        System.out.println(bools.nextBoolean() + " " + bools.nextBoolean() + " " + bools.nextLong() + " " + bools.nextShort() + " " + bools.nextDouble());

        StringTokenizer st = new StringTokenizer("The  quick,brown;fox", " ,;");
        System.out.print(st.countTokens() + ":");
        while (st.hasMoreTokens()) System.out.print(" <" + st.nextToken() + ">");
        System.out.println();
        StringTokenizer withDelims = new StringTokenizer("a+b-c", "+-", true);
        StringBuilder sb = new StringBuilder();
        while (withDelims.hasMoreElements()) sb.append('[').append(withDelims.nextElement()).append(']');
        System.out.println(sb);
    }
}
