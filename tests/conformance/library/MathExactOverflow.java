// Checks Math.addExact, subtractExact, multiplyExact, incrementExact,
// negateExact and toIntExact results and their ArithmeticException messages.
public class MathExactOverflow {
    interface Op {
        Object run();
    }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " -> ArithmeticException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("addExact(1,2)", () -> Math.addExact(1, 2));
        attempt("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        attempt("addExact(MINL,-1)", () -> Math.addExact(Long.MIN_VALUE, -1L));
        attempt("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        attempt("subtractExact(5L,7L)", () -> Math.subtractExact(5L, 7L));
        attempt("multiplyExact(46341,46341)", () -> Math.multiplyExact(46341, 46341));
        attempt("multiplyExact(46340,46340)", () -> Math.multiplyExact(46340, 46340));
        attempt("multiplyExact(1L<<32,1L<<31)", () -> Math.multiplyExact(1L << 32, 1L << 31));
        attempt("multiplyExact(MINL,-1L)", () -> Math.multiplyExact(Long.MIN_VALUE, -1L));
        attempt("multiplyExact(long,int)", () -> Math.multiplyExact(3_000_000_000L, 3));
        attempt("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("decrementExact(MINL)", () -> Math.decrementExact(Long.MIN_VALUE));
        attempt("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        attempt("negateExact(5)", () -> Math.negateExact(5));
        attempt("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        attempt("toIntExact(-2^31)", () -> Math.toIntExact(-(1L << 31)));
        attempt("StrictMath.addExact", () -> StrictMath.addExact(Integer.MAX_VALUE, Integer.MAX_VALUE));
        attempt("multiplyHigh", () -> Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE));
    }
}
