package mut;

/** One method per mutation operator (tests/unit/testgen/mutation_test.cpp). */
public class Small {
    public static int sum(int a, int b) {
        return a + b;
    }

    public static boolean atLeastTen(int x) {
        return x >= 10;
    }

    public static long scaled(long x) {
        return x * 3L;
    }

    public static double half(double x) {
        return x * 0.5;
    }

    public static String name(int x) {
        return x > 0 ? "positive" : "other";
    }

    private static int counter;

    private static void bump() {
        counter++;
    }

    public static int bumped() {
        bump();
        return counter;
    }

    public static int negate(int x) {
        return -x;
    }

    public static int twice(int x) {
        java.util.function.IntUnaryOperator doubled = y -> y * 2;
        return doubled.applyAsInt(x);
    }
}
