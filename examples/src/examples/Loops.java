package examples;

/** Loops with symbolic bounds, nested loops and recursion. */
public class Loops {
    public static int sumTo(int n) {
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            sum += i;
        }
        return sum;
    }

    public static int countPairs(int n, int m) {
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
        if (n <= 1) {
            return 1;
        }
        return n * factorial(n - 1);
    }
}
