package eng;

// Methods whose exploration never ends on its own, and ones that loop on
// the same symbolic condition: for the work budget and path-condition tests.
public class Budgets {
    static int counter = Integer.parseInt("41") + 1;  // not a ConstantValue: set by <clinit>
    private static long total;
    static final int LIMIT = 10;

    // Never returns: every iteration decides on `flag` again.
    static int spin(int flag) {
        int s = 0;
        while (true) {
            if (flag == 0) s++; else s--;
        }
    }

    // Tests the same condition on every iteration.
    static int repeat(int flag, int n) {
        int s = 0;
        for (int i = 0; i < 50; i++) {
            if (flag == 0) s += i;
        }
        return n > 0 ? s : -s;
    }

    // Several paths through loops with symbolic bounds.
    static int mixed(int a, int b) {
        int s = 0;
        for (int i = 0; i < a && i < 8; i++) s += i % 3 == 0 ? b : 1;
        if (s > 12) return s - b;
        return b < 0 ? -1 : s;
    }

    // One instruction, the split intrinsic, deciding a branch per char.
    static int fields(String s) {
        return s.split(",").length;
    }

    static int bump() { return ++counter; }

    static long add(long v) { total += v; return total; }

    // A product of three longs equal to a constant: a query far harder than a
    // small budget.
    public static int hardProduct(long a, long b, long c) {
        if (a * b * c == 1234567890123456789L && a > 1000 && b > 1000 && c > 1000) return 1;
        return 0;
    }
}
