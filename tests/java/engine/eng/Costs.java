package eng;

import java.util.function.IntUnaryOperator;

// Methods whose JVM instruction counts the engine's cost model must give as
// HotSpot runs them (tests/unit/engine/cost_test.cpp, with
// tests/java/cost_oracle/CountBytecodes.java counting on HotSpot): loops,
// calls, recursion, switches, exceptions caught and uncaught, objects,
// arrays, lambdas and the JDK's code (not counted).
public final class Costs {
    private Costs() {
    }

    static final int[] TABLE = {3, 1, 4, 1, 5};  // a class initialiser: not counted

    record Point(int x, int y) {
        int sum() {
            return x + y;
        }
    }

    public static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += i;
        return s;
    }

    public static int insertionSortReversed(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = n - i;
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
        return n == 0 ? -1 : a[0];
    }

    public static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static int kind(int n) {
        switch (n % 5) {
            case 0: return 10;
            case 1: return n * 2;
            case 3: return TABLE[n % TABLE.length];
            default:
                switch (n) {
                    case 100: return 1;
                    case 2000: return 2;
                    case 30000: return 3;
                    default: return -n;
                }
        }
    }

    public static int divideOrMinusOne(int n) {
        try {
            int q = 100 / n;
            return q + 1;
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    private static int element(int[] a, int i) {
        int twice = i * 2;
        return a[twice] + 1;
    }

    public static int throughCallee(int i) {
        int[] a = new int[4];
        int total = 0;
        try {
            total += element(a, i);
            total += 7;
        } finally {
            total += 3;
        }
        return total;
    }

    public static int uncaught(int n) {
        int[] a = new int[3];
        a[0] = n;
        return a[n] + a[0];
    }

    public static int objects(int n) {
        int total = 0;
        for (int i = 0; i < n; i++) total += new Point(i, n).sum();
        return total + Math.max(n, 3) + Integer.toString(n).length();
    }

    public static int lambda(int n) {
        IntUnaryOperator twice = x -> x * 2 + n;
        int total = 0;
        for (int i = 0; i < n; i++) total += twice.applyAsInt(i);
        return total;
    }

    // A call of the JDK that forks (the index in bounds or not) after the
    // call was counted.
    public static int letter(int i) {
        return "costs".charAt(i) + 1;
    }

    public static long grid(int n) {
        long[][] g = new long[n][n + 1];
        long total = 0;
        for (long[] row : g) total += row.length;
        return total + g.length;
    }
}
