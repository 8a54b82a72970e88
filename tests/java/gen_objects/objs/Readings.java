package objs;

import java.text.DecimalFormat;
import java.util.Scanner;

// Methods over the JDK's locale-dependent readers and formatters. Setting
// them up takes identity hash codes inside the JDK's own tables (its class
// loaders', its locale providers'), on which no result depends; the last
// method's result is one.
public class Readings {
    public static boolean isFive(String line) {
        return new Scanner(line).nextInt() == 5;
    }

    public static int priceLength(int cents) {
        return new DecimalFormat("#,##0.00").format(cents / 100.0).length();
    }

    public static int identity() {
        return System.identityHashCode(new Object());
    }
}
