// Formats an invoice with java.text: DecimalFormat patterns (grouping, fixed decimals,
// percent, rounding), NumberFormat instances for Locale.US, MessageFormat and ChoiceFormat.
import java.math.RoundingMode;
import java.text.ChoiceFormat;
import java.text.DecimalFormat;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Locale;

public class DecimalFormatInvoice {
    public static void main(String[] args) throws ParseException {
        DecimalFormat money = new DecimalFormat("#,##0.00");
        DecimalFormat qty = new DecimalFormat("000");
        DecimalFormat pct = new DecimalFormat("0.0%");
        String[] names = {"Consulting hours", "License", "Support plan", "Travel"};
        double[] amounts = {12 * 145.5, 2499.999, 1234567.891, 0.005};
        int[] counts = {12, 1, 3, 7};
        double total = 0;
        for (int i = 0; i < names.length; i++) {
            total += amounts[i];
            System.out.println(String.format("%-18s", names[i]) + qty.format(counts[i]) + " " + String.format("%16s", money.format(amounts[i])));
        }
        System.out.println("total " + money.format(total) + " vat " + pct.format(0.19) + " discount " + pct.format(0.0725));
        money.setRoundingMode(RoundingMode.HALF_UP);
        System.out.println("half-up " + money.format(0.125) + " " + money.format(2.675) + " " + money.format(-1.005));
        DecimalFormat plain = new DecimalFormat("0.###");
        System.out.println(plain.format(3.14159) + " " + plain.format(2.0) + " " + plain.format(-0.0004) + " " + new DecimalFormat("#.##E0").format(123456)
                + " " + new DecimalFormat("$#,##0;($#,##0)").format(-4321) + " " + new DecimalFormat("00.00").format(3.5));
        NumberFormat us = NumberFormat.getInstance(Locale.US);
        NumberFormat usCur = NumberFormat.getCurrencyInstance(Locale.US);
        NumberFormat usPct = NumberFormat.getPercentInstance(Locale.US);
        NumberFormat integer = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println(us.format(1234567.891) + " | " + usCur.format(1234.5) + " | " + usCur.format(-3.456) + " | " + usPct.format(0.256)
                + " | " + integer.format(2.5) + " " + integer.format(3.5));
        us.setMaximumFractionDigits(1);
        us.setMinimumFractionDigits(1);
        System.out.println(us.format(10) + " " + us.format(0.06) + " parsed " + us.parse("1,234.5") + " " + money.parse("9,876.50").doubleValue());
        System.out.println(MessageFormat.format("Invoice {0} for {1} has {2} lines, due in {3} days.", "INV-7", "ACME", 4, 30));
        System.out.println(MessageFormat.format("{0,number,#.#} and {1} and '{2}' and {0}", 3.14159, "x", "y"));
        ChoiceFormat cf = new ChoiceFormat(new double[]{0, 1, 2}, new String[]{"no items", "one item", "many items"});
        for (int k = 0; k <= 3; k++) System.out.print(cf.format(k) + (k < 3 ? ", " : "\n"));
        System.out.println(String.format(Locale.US, "%,.2f", 1234567.891) + " " + String.format(Locale.ROOT, "%.3f", Math.E));
        try {
            money.parse("abc");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " offset " + e.getErrorOffset());
        }
    }
}
