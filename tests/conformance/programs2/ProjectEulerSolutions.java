// Project-Euler-style number crunching with moderate loop counts: multiples sum, even
// Fibonacci, largest prime factor, palindromic products, sieve, Collatz, triangle divisors.
import java.util.Arrays;

public class ProjectEulerSolutions {
    static long p1() {
        long s = 0;
        for (int i = 1; i < 1000; i++) if (i % 3 == 0 || i % 5 == 0) s += i;
        return s;
    }

    static long p2() {
        long a = 1, b = 2, s = 0;
        while (a <= 4_000_000) { if ((a & 1) == 0) s += a; long t = a + b; a = b; b = t; }
        return s;
    }

    static long p3(long n) {
        long largest = 1;
        for (long f = 2; f * f <= n; f++) while (n % f == 0) { largest = f; n /= f; }
        return n > 1 ? n : largest;
    }

    static int p4() {
        int best = 0;
        for (int a = 999; a >= 100; a--) {
            if (a * 999 < best) break;
            for (int b = 999; b >= a; b--) {
                int p = a * b;
                if (p <= best) break;
                String s = Integer.toString(p);
                if (new StringBuilder(s).reverse().toString().equals(s)) best = p;
            }
        }
        return best;
    }

    static long p5() {
        long l = 1;
        for (int i = 2; i <= 20; i++) l = l / gcd(l, i) * i;
        return l;
    }

    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    static long p6() {
        long sum = 0, sq = 0;
        for (int i = 1; i <= 100; i++) { sum += i; sq += (long) i * i; }
        return sum * sum - sq;
    }

    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        return composite;
    }

    static int p7(boolean[] comp) {
        int count = 0;
        for (int i = 2; i < comp.length; i++) if (!comp[i] && ++count == 10001) return i;
        return -1;
    }

    static long p10(boolean[] comp, int limit) {
        long s = 0;
        for (int i = 2; i < limit; i++) if (!comp[i]) s += i;
        return s;
    }

    static int p12() {
        for (int n = 1; ; n++) {
            int t = n * (n + 1) / 2;
            int divisors = 0;
            for (int d = 1; d * d <= t; d++) if (t % d == 0) divisors += d * d == t ? 1 : 2;
            if (divisors > 200) return t;
        }
    }

    static int[] p14(int limit) {
        int[] cache = new int[limit];
        cache[1] = 1;
        int best = 1, bestLen = 1;
        for (int i = 2; i < limit; i++) {
            long n = i;
            int steps = 0;
            while (n >= i) { n = (n & 1) == 0 ? n >> 1 : 3 * n + 1; steps++; }
            cache[i] = steps + cache[(int) n];
            if (cache[i] > bestLen) { bestLen = cache[i]; best = i; }
        }
        return new int[]{best, bestLen};
    }

    static int p9() {
        for (int a = 1; a < 1000; a++)
            for (int b = a + 1; a + b < 1000; b++) {
                int c = 1000 - a - b;
                if (a * a + b * b == c * c) return a * b * c;
            }
        return -1;
    }

    public static void main(String[] args) {
        System.out.println("p1 " + p1());
        System.out.println("p2 " + p2());
        System.out.println("p3 " + p3(600851475143L));
        System.out.println("p4 " + p4());
        System.out.println("p5 " + p5());
        System.out.println("p6 " + p6());
        boolean[] comp = sieve(2_000_000);
        System.out.println("p7 " + p7(comp));
        System.out.println("p9 " + p9());
        System.out.println("p10 " + p10(comp, 2_000_000));
        System.out.println("p12 " + p12());
        System.out.println("p14 " + Arrays.toString(p14(300_000)));
        int[] digits = new int[200];
        digits[0] = 1;
        int len = 1;
        for (int k = 2; k <= 100; k++) {
            int carry = 0;
            for (int i = 0; i < len; i++) { int v = digits[i] * k + carry; digits[i] = v % 10; carry = v / 10; }
            while (carry > 0) { digits[len++] = carry % 10; carry /= 10; }
        }
        System.out.println("p20 " + Arrays.stream(digits).sum() + " (" + len + " digits)");
    }
}
