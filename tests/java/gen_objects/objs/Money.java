package objs;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

// BigDecimal and BigInteger parameters and results, as money and counting code uses them.
public class Money {
    public static String classify(BigDecimal amount) {
        if (amount.signum() < 0) return "debt";
        if (amount.compareTo(new BigDecimal("1000")) > 0) return "large";
        if (amount.scale() > 2) return "too precise";
        return "ok";
    }

    public static BigDecimal withTax(BigDecimal net) {
        if (net.signum() == 0) return BigDecimal.ZERO;
        return net.multiply(new BigDecimal("1.20")).setScale(2, RoundingMode.HALF_UP);
    }

    public static int bucket(BigInteger n) {
        if (n.signum() == 0) return 0;
        if (n.bitLength() > 40) return 3;
        return n.testBit(0) ? 1 : 2;
    }
}
