package examples;

/** Integer arithmetic whose branches hinge on overflow and division by zero. */
public class Arithmetic {
    public static int safeDivide(int a, int b) {
        if (b == 0) {
            return 0;
        }
        if (a == Integer.MIN_VALUE && b == -1) {
            return Integer.MAX_VALUE;  // the one quotient that overflows
        }
        return a / b;
    }

    public static boolean addOverflows(int a, int b) {
        int sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0;
    }

    public static long average(long a, long b) {
        return (a & b) + ((a ^ b) >> 1);
    }

    private Arithmetic() {
        // static methods only
    }
}
