// A sales report printed with String.format: column widths, left/right alignment,
// zero padding, grouping separators, percentages, %n, and a totals row.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class FormattedReportTable {
    record Sale(String region, String rep, int units, double revenue) {}

    public static void main(String[] args) {
        List<Sale> sales = new ArrayList<>(List.of(
            new Sale("North", "Alvarez", 120, 15234.5),
            new Sale("North", "Brown", 87, 9120.0),
            new Sale("South", "Chen", 240, 30100.75),
            new Sale("East", "Dubois", 15, 1875.125),
            new Sale("West", "Eriksen", 301, 40250.0),
            new Sale("South", "Fujita", 0, 0.0),
            new Sale("East", "Garcia-Villanueva", 66, 8080.8)
        ));
        sales.sort(Comparator.comparing(Sale::region).thenComparing(Sale::revenue, Comparator.reverseOrder()));
        double totalRevenue = 0;
        int totalUnits = 0;
        for (Sale s : sales) { totalRevenue += s.revenue(); totalUnits += s.units(); }

        String header = String.format("%-6s | %-12s | %6s | %12s | %6s", "Region", "Rep", "Units", "Revenue", "Share");
        System.out.println(header);
        System.out.println("-".repeat(header.length()));
        int row = 0;
        for (Sale s : sales) {
            String rep = s.rep().length() > 12 ? s.rep().substring(0, 11) + "~" : s.rep();
            System.out.print(String.format("%-6s | %-12s | %6d | %,12.2f | %5.1f%%%n",
                    s.region(), rep, s.units(), s.revenue(), 100.0 * s.revenue() / totalRevenue));
            row++;
        }
        System.out.println("=".repeat(header.length()));
        System.out.printf("%-6s | %-12s | %6d | %,12.2f | %5.1f%%%n", "ALL", row + " reps", totalUnits, totalRevenue, 100.0);
        System.out.println();
        System.out.printf("Invoice #%08d issued to %s%n", 4711, "ACME");
        System.out.printf("|%10.3f|%-10.1f|%+d|%+.2f|%(d|% d|%n", Math.PI, Math.E, 5, -2.5, -42, 42);
        System.out.printf("|%x|%X|%#x|%#o|%08X|%n", 48879, 48879, 255, 8, -1);
        System.out.printf("|%10s|%-10s|%.3s|%S|%n", "right", "left", "truncate", "upper");
        System.out.printf("|%c|%C|%b|%B|%5b|%n", 'q', 'q', null, "x", false);
        System.out.printf("|%e|%.2E|%g|%.3g|%n", 12345.678, 0.000123, 0.0001234, 98765.4);
        System.out.printf("|%,d|%,d|%,.3f|%010.2f|%-8d|%n", 1234567890, -9876543, 1234.5678, -3.14159, 77);
        System.out.printf("|%d|%d|%d|%s|%n", (byte) -5, (short) 300, 123456789012L, 'c');
        System.out.printf("|%1$s %1$s %2$d|%n", "dup", 9);
        String wide = String.format("%-20s:", "key") + String.format("%20s", "value");
        System.out.println(wide + " len=" + wide.length());
        System.out.println(String.format("%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5));
        System.out.println(String.format("%5.1f%%", 99.95) + String.format(" %s %s", 1.0f, 1e20));
        try {
            String.format("%d", "notanumber");
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
