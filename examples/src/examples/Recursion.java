package examples;

/** Recursion: Euclid's gcd, bounded naive Fibonacci, fast exponentiation, mutual recursion, recursive binary search. */
public class Recursion {
    static final int[] SORTED = {-40, -7, 0, 3, 8, 15, 21, 42, 99};

    /** Greatest common divisor of two non-negative ints, by Euclid's algorithm. */
    public static int gcd(int a, int b) {
        if (a < 0 || b < 0) {
            throw new IllegalArgumentException("arguments must not be negative");
        }
        return euclid(a, b);
    }

    private static int euclid(int a, int b) {
        return b == 0 ? a : euclid(b, a % b);
    }

    public static int fibonacci(int n) {
        if (n < 0 || n > 15) {
            throw new IllegalArgumentException("n must be in 0..15");
        }
        return fib(n);
    }

    private static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    /** base to the power exponent by repeated squaring (wraps on overflow like plain long multiplication). */
    public static long power(long base, int exponent) {
        if (exponent < 0) {
            throw new IllegalArgumentException("exponent must not be negative");
        }
        if (exponent == 0) {
            return 1;
        }
        long half = power(base, exponent / 2);
        return exponent % 2 == 0 ? half * half : half * half * base;
    }

    public static boolean isEven(int n) {
        if (n < 0 || n > 30) {
            throw new IllegalArgumentException("n must be in 0..30");
        }
        return even(n);
    }

    private static boolean even(int n) {
        return n == 0 || odd(n - 1);
    }

    private static boolean odd(int n) {
        return n != 0 && even(n - 1);
    }

    /** Position of key in SORTED, or -1. */
    public static int indexOf(int key) {
        return search(key, 0, SORTED.length - 1);
    }

    private static int search(int key, int lo, int hi) {
        if (lo > hi) {
            return -1;
        }
        int mid = (lo + hi) >>> 1;
        if (SORTED[mid] == key) {
            return mid;
        }
        return SORTED[mid] < key ? search(key, mid + 1, hi) : search(key, lo, mid - 1);
    }

    private Recursion() {
        // static methods only
    }
}
