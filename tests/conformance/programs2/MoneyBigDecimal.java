// Invoice and loan arithmetic with BigDecimal: setScale with RoundingModes, tax
// splitting, compareTo vs equals, stripTrailingZeros and an amortization schedule.
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

public class MoneyBigDecimal {
    record LineItem(String name, BigDecimal unitPrice, int qty) {
        BigDecimal total() { return unitPrice.multiply(BigDecimal.valueOf(qty)); }
    }

    public static void main(String[] args) {
        List<LineItem> items = new ArrayList<>();
        items.add(new LineItem("widget", new BigDecimal("19.99"), 3));
        items.add(new LineItem("gadget", new BigDecimal("4.335"), 7));
        items.add(new LineItem("doohickey", new BigDecimal("0.10"), 33));
        BigDecimal subtotal = BigDecimal.ZERO;
        for (LineItem li : items) {
            System.out.printf("%-10s %8s x %2d = %10s%n", li.name(), li.unitPrice(), li.qty(), li.total());
            subtotal = subtotal.add(li.total());
        }
        BigDecimal taxRate = new BigDecimal("0.0825");
        BigDecimal tax = subtotal.multiply(taxRate);
        System.out.println("subtotal=" + subtotal + " raw tax=" + tax);
        for (RoundingMode m : new RoundingMode[]{RoundingMode.HALF_UP, RoundingMode.HALF_EVEN, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR}) {
            System.out.println("  tax " + m + " = " + tax.setScale(2, m));
        }
        BigDecimal total = subtotal.add(tax).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("total=" + total);

        BigDecimal[] shares = total.divideAndRemainder(BigDecimal.valueOf(3));
        BigDecimal each = total.divide(BigDecimal.valueOf(3), 2, RoundingMode.DOWN);
        BigDecimal leftover = total.subtract(each.multiply(BigDecimal.valueOf(3)));
        System.out.println("split 3 ways: " + each + " each, leftover " + leftover + " (dr " + shares[0] + "/" + shares[1] + ")");

        try {
            BigDecimal.ONE.divide(BigDecimal.valueOf(3));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        System.out.println("1/3 (MathContext 10) = " + BigDecimal.ONE.divide(BigDecimal.valueOf(3), new MathContext(10)));
        System.out.println("1/8 = " + BigDecimal.ONE.divide(BigDecimal.valueOf(8)));

        BigDecimal a = new BigDecimal("2.50"), b = new BigDecimal("2.5");
        System.out.println("equals=" + a.equals(b) + " compareTo=" + a.compareTo(b) + " strip=" + a.stripTrailingZeros()
                + " scale=" + a.scale() + " precision=" + a.precision() + " unscaled=" + a.unscaledValue());
        System.out.println("hash equal? " + (a.hashCode() == b.hashCode()) + " " + new BigDecimal("100").stripTrailingZeros()
                + " plain=" + new BigDecimal("100").stripTrailingZeros().toPlainString());
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("valueOf(0.1) = " + BigDecimal.valueOf(0.1) + " sci=" + new BigDecimal("1.23E-8") + " plain=" + new BigDecimal("1.23E-8").toPlainString());
        System.out.println("negate/abs/signum " + new BigDecimal("-7.125").abs() + " " + new BigDecimal("7.125").negate() + " " + new BigDecimal("-0.00").signum());
        System.out.println("movePoint " + new BigDecimal("123.45").movePointLeft(3) + " " + new BigDecimal("123.45").movePointRight(4));

        // Amortization: 12000.00 at 6% yearly over 12 months.
        BigDecimal principal = new BigDecimal("12000.00");
        BigDecimal monthlyRate = new BigDecimal("0.06").divide(BigDecimal.valueOf(12), MathContext.DECIMAL64);
        BigDecimal onePlusRPowN = BigDecimal.ONE.add(monthlyRate).pow(12, MathContext.DECIMAL64);
        BigDecimal payment = principal.multiply(monthlyRate).multiply(onePlusRPowN)
                .divide(onePlusRPowN.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_UP);
        System.out.println("monthly payment = " + payment);
        BigDecimal balance = principal;
        BigDecimal totalInterest = BigDecimal.ZERO;
        for (int m = 1; m <= 12; m++) {
            BigDecimal interest = balance.multiply(monthlyRate).setScale(2, RoundingMode.HALF_UP);
            BigDecimal pay = m == 12 ? balance.add(interest) : payment;
            balance = balance.add(interest).subtract(pay);
            totalInterest = totalInterest.add(interest);
            if (m <= 3 || m == 12) System.out.printf("month %2d interest %7s balance %9s%n", m, interest, balance);
        }
        System.out.println("total interest = " + totalInterest + " doubleValue=" + totalInterest.doubleValue()
                + " intValue=" + totalInterest.intValue());
        System.out.println("max/min " + a.max(new BigDecimal("3")) + " " + a.min(new BigDecimal("-1")) + " round " + new BigDecimal("123.456").round(new MathContext(4)));
    }
}
