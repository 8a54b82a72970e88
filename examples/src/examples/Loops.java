package examples;

/** Loops with symbolic bounds, nested loops and recursion. */
public class Loops {
    public static int sumTo(int n) {
        if (n > 1000) {
            throw new IllegalArgumentException("n must be at most 1000");
        }
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            sum += i;
        }
        return sum;
    }

    public static int countPairs(int n, int m) {
        if (n > 50 || m > 50) {
            throw new IllegalArgumentException("n and m must be at most 50");
        }
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < m; j++) {
                if ((i + j) % 3 == 0) {
                    pairs++;
                }
            }
        }
        return pairs;
    }

    public static long factorial(int n) {
        if (n > 20) {
            throw new IllegalArgumentException("n! overflows a long for n > 20");
        }
        if (n <= 1) {
            return 1;
        }
        return n * factorial(n - 1);
    }

    private Loops() {
        // static methods only
    }
}
