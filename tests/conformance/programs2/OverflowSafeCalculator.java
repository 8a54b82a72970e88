// A checked calculator: Math.addExact/multiplyExact/negateExact/toIntExact with caught
// ArithmeticException, compared against silent wraparound and saturating arithmetic.
public class OverflowSafeCalculator {
    interface Op { long apply(long a, long b); }

    static int saturatingAdd(int a, int b) {
        long r = (long) a + b;
        return r > Integer.MAX_VALUE ? Integer.MAX_VALUE : r < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) r;
    }

    static String tryInt(String label, java.util.function.IntSupplier s) {
        try {
            return label + " = " + s.getAsInt();
        } catch (ArithmeticException e) {
            return label + " -> ArithmeticException: " + e.getMessage();
        }
    }

    static String tryLong(String label, java.util.function.LongSupplier s) {
        try {
            return label + " = " + s.getAsLong();
        } catch (ArithmeticException e) {
            return label + " -> ArithmeticException: " + e.getMessage();
        }
    }

    static long factorialExact(int n) {
        long r = 1;
        for (int i = 2; i <= n; i++) r = Math.multiplyExact(r, i);
        return r;
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println(tryInt("addExact(max,1)", () -> Math.addExact(max, 1)));
        System.out.println(tryInt("addExact(max,-1)", () -> Math.addExact(max, -1)));
        System.out.println(tryInt("subtractExact(min,1)", () -> Math.subtractExact(min, 1)));
        System.out.println(tryInt("multiplyExact(65536,32768)", () -> Math.multiplyExact(65536, 32768)));
        System.out.println(tryInt("multiplyExact(46341,46340)", () -> Math.multiplyExact(46341, 46340)));
        System.out.println(tryInt("negateExact(min)", () -> Math.negateExact(min)));
        System.out.println(tryInt("incrementExact(max)", () -> Math.incrementExact(max)));
        System.out.println(tryInt("decrementExact(min+1)", () -> Math.decrementExact(min + 1)));
        System.out.println(tryInt("toIntExact(1L<<31)", () -> Math.toIntExact(1L << 31)));
        System.out.println(tryInt("toIntExact(-(1L<<31))", () -> Math.toIntExact(-(1L << 31))));
        System.out.println(tryInt("floorDiv(min,-1)", () -> Math.floorDiv(min, -1)));
        System.out.println(tryInt("absExact(min)", () -> Math.absExact(min)));
        System.out.println(tryLong("multiplyExact(Long.MAX,2)", () -> Math.multiplyExact(Long.MAX_VALUE, 2L)));
        System.out.println(tryLong("multiplyExact(long,int)", () -> Math.multiplyExact(3_000_000_000L, 3)));
        System.out.println(tryLong("addExact(Long.MIN,-1)", () -> Math.addExact(Long.MIN_VALUE, -1L)));
        System.out.println(tryInt("1/0", () -> 1 / (max - max)));
        System.out.println(tryInt("5%0", () -> 5 % (min - min)));
        System.out.println(tryLong("7L/0", () -> 7L / (long) (max - max)));
        System.out.println("wrap: " + (max + 1) + " " + (min - 1) + " " + (max * 2) + " " + (-min) + " " + (min / -1) + " " + (min % -1));
        System.out.println("saturating: " + saturatingAdd(max, 10) + " " + saturatingAdd(min, -10) + " " + saturatingAdd(5, 6));
        for (int n = 18; n <= 22; n++) {
            int fn = n;
            System.out.println(tryLong(n + "!", () -> factorialExact(fn)));
        }
        Op[] ops = {Math::addExact, Math::subtractExact, Math::multiplyExact, Math::floorDiv, Math::floorMod};
        String[] names = {"add", "sub", "mul", "floorDiv", "floorMod"};
        long[][] inputs = {{Long.MAX_VALUE, 1}, {-7, 2}, {1L << 40, 1L << 30}};
        for (long[] in : inputs) {
            StringBuilder sb = new StringBuilder(in[0] + "," + in[1] + ":");
            for (int i = 0; i < ops.length; i++) {
                try {
                    sb.append(' ').append(names[i]).append('=').append(ops[i].apply(in[0], in[1]));
                } catch (ArithmeticException e) {
                    sb.append(' ').append(names[i]).append("=!").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        double d = 1e300;
        System.out.println("double overflow: " + d * 1e10 + " " + -d * 1e10 + " " + (0.0 / 0.0) + " " + (int) (d * 1e10) + " " + (long) Double.NaN
                + " " + (int) -1e20 + " " + (short) 70000 + " " + (byte) 200 + " " + (char) -1 + 0);
        System.out.println("hypot avoids overflow: " + Math.hypot(1e200, 1e200) + " naive: " + Math.sqrt(1e200 * 1e200 + 1e200 * 1e200));
    }
}
