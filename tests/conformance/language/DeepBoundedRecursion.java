// Checks that deep but bounded recursion (depth 3000) succeeds for int, long,
// and object-returning recursive methods with several locals per frame.
public class DeepBoundedRecursion {
    static int sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }

    static long sumLong(long n, long acc) {
        long sq = n * n;
        double unused = sq * 0.5;
        if (n == 0) return acc;
        return sumLong(n - 1, acc + sq);
    }

    static String chain(int n) { return n == 0 ? "end" : chainHelper(n); }
    static String chainHelper(int n) { String s = chain(n - 1); return n % 1000 == 0 ? n + ">" + s : s; }

    static int ackLike(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackLike(m - 1, 1);
        return ackLike(m - 1, ackLike(m, n - 1));
    }

    public static void main(String[] args) {
        System.out.println("sum(3000)=" + sum(3000));
        System.out.println("sumLong(2500)=" + sumLong(2500, 0));
        System.out.println("chain(3000)=" + chain(3000));
        System.out.println("ack(2,3)=" + ackLike(2, 3));
    }
}
