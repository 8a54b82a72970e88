// Prints a price list for several explicit locales with String.format(Locale, ...) grouping
// and decimal separators, and case-maps product codes with locale-sensitive rules (Turkish i).
import java.util.Locale;

public class LocalizedPriceList {
    public static void main(String[] args) {
        double[] prices = {1234567.891, 0.5, 42.0, -9876.543};
        Locale[] locales = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, new Locale("de", "CH"), Locale.ROOT};
        for (Locale loc : locales) {
            StringBuilder sb = new StringBuilder(String.format("%-6s", loc.toString().isEmpty() ? "root" : loc.toString()));
            for (double p : prices) sb.append(String.format(loc, " | %,14.2f", p));
            sb.append(String.format(loc, " | %e | %,d", 12345.678, 9876543210L));
            System.out.println(sb.toString().replace('\u00a0', '_').replace('\u202f', '_').replace('\u2019', '\''));
        }
        System.out.println(String.format(Locale.GERMANY, "%.3f", Math.PI) + " " + String.format(Locale.US, "%.3f", Math.PI));
        Locale tr = new Locale("tr", "TR");
        String[] codes = {"title", "istanbul", "IRMAK", "quit"};
        for (String c : codes) {
            String upTr = c.toUpperCase(tr), upRoot = c.toUpperCase(Locale.ROOT);
            String lowTr = c.toLowerCase(tr), lowRoot = c.toLowerCase(Locale.ROOT);
            System.out.println(c + ": upper tr==root " + upTr.equals(upRoot) + " lower tr==root " + lowTr.equals(lowRoot)
                    + " first cp tr " + Integer.toHexString(upTr.codePointAt(0)) + "/" + Integer.toHexString(lowTr.codePointAt(0))
                    + " lengths " + upTr.length() + "," + lowTr.length());
        }
        System.out.println("en " + "TITLE".toLowerCase(Locale.ENGLISH) + " lt " + "\u00cc".toLowerCase(new Locale("lt")).length()
                + " root " + "\u00cc".toLowerCase(Locale.ROOT).length());
    }
}
