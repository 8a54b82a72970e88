package eng;

public class Basics {
    static final int LIMIT = 100;
    static int[] table = {10, 20, 30};
    static int calls;

    static {
        calls = table.length;  // 3, set by <clinit>
    }

    public static int abs(int x) {
        return x < 0 ? -x : x;
    }

    public static int divide(int a, int b) {
        return a / b;
    }

    public static long remainder(long a, long b) {
        return a % b;
    }

    public static int pick(int i) {
        int[] t = {1, 2, 3};
        return t[i];
    }

    public static int lookup(int i) {
        return table[i] + calls;
    }

    public static int jdk(int a, int b) {
        return Math.max(Math.abs(a), b) + Integer.compare(a, b);
    }

    public static int guarded(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return -1;
        } finally {
            calls++;
        }
    }

    public static int sumTo(int n) {
        int sum = 0;
        for (int i = 1; i <= n; i++) sum += i;
        return sum;
    }

    public static int classify(char c) {
        switch (c) {
            case 'a': return 1;
            case 'e': case 'i': return 2;
            case 'z': return 26;
            default: return 0;
        }
    }

    public static boolean isNaN(double d) {
        return d != d;
    }

    public static int fcmp(float a, float b) {
        if (a < b) return -1;
        if (a > b) return 1;
        if (a == b) return 0;
        return 2;  // unordered: NaN
    }

    public static int check(int x) {
        if (x == Integer.MIN_VALUE) throw new IllegalArgumentException("min");
        if (x > LIMIT) throw new IllegalStateException("too big");
        return x;
    }

    public static int overflow(int a, int b) {
        int s = a + b;
        if (a > 0 && b > 0 && s < 0) return 1;
        return 0;
    }

    public static int fact(int n) {
        if (n <= 1) return 1;
        return n * fact(n - 1);
    }

    public static byte narrow(byte b, short s, boolean flag) {
        if (flag && b < 0 && s > 1000) return (byte) (b + s);
        return b;
    }
}
