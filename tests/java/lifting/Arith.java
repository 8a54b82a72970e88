package lifting;

// Arithmetic, logic, shifts, conversions and comparisons on every primitive
// type, plus every constant-pushing instruction and the short load/store forms.
public class Arith {
    public int add(int a, int b) {
        return a + b;
    }

    static int ints(int a, int b, int c, int d) {
        int r = a + b - c * d;
        r = r / (b | 1) + r % (c | 1);
        r = -r ^ (a & b) | (c ^ d);
        r = (r << a) + (r >> b) + (r >>> c);
        a = r;
        b = a;
        c = b;
        d = c;
        return d;
    }

    static long longs(long a, long b) {
        long r = a + b - a * b;
        r = r / (b | 1L) + r % (a | 1L);
        r = -r ^ (a & b) | (a ^ b);
        r = (r << a) + (r >> 3) + (r >>> b);
        a = r;
        b = a;
        return b;
    }

    static long longSlots(int x, long a, long b) {
        long c = a;
        long d = b + x;
        return c + d;
    }

    static float floats(float a, float b, float c, float d) {
        float r = a + b - c * d;
        r = r / b + r % c;
        a = -r;
        b = a;
        c = b;
        d = c;
        return d;
    }

    static double doubles(double a, double b) {
        double r = a + b - a * b;
        r = r / b + r % a;
        a = -r;
        b = a;
        return b;
    }

    static double doubleSlots(int x, double a, double b) {
        double c = a;
        double d = b + x;
        return c + d;
    }

    static long longStores() {
        long a = System.nanoTime();
        long b = a + 1;
        return a + b;
    }

    static long longStoresOdd(int x) {
        long a = x;
        long b = a + x;
        return a * b;
    }

    static double doubleStores(int x) {
        double d1 = x;
        return d1;
    }

    static double doubleStores3(int x, int y, int z) {
        double d3 = x + y + z;
        return d3;
    }

    static Object refs(Object a, Object b, Object c, Object d) {
        a = b;
        b = c;
        c = d;
        d = a;
        return d;
    }

    static long conversions(int i, long l, float f, double d) {
        long r = (long) i + (long) f + (long) d;
        int s = (int) l + (int) f + (int) d;
        float g = (float) i + (float) l + (float) d;
        double h = (double) i + (double) l + (double) f;
        byte b = (byte) s;
        char c = (char) s;
        short t = (short) s;
        return r + s + (long) g + (long) h + b + c + t;
    }

    static int constants() {
        int m1 = -1, c0 = 0, c1 = 1, c2 = 2, c3 = 3, c4 = 4, c5 = 5;
        int sum = m1 + c0 + c1 + c2 + c3 + c4 + c5;
        int b = 100, sh = 30000, big = 1000000;
        sum += b + sh + big;
        long l0 = 0L, l1 = 1L, l = 123456789012L + l0 + l1;
        float f0 = 0f, f1 = 1f, f2 = 2f, f = 3.5f + f0 + f1 + f2;
        double d0 = 0d, d1 = 1d, d = 2.25 + d0 + d1;
        Object n = null;
        String s = "constant\n\t\"quoted\" \u00e9\u4e2d";
        return sum + (int) l + (int) f + (int) d + (n == null ? 1 : 0) + s.length();
    }

    static int compares(long a, long b, float c, float d, double e, double f) {
        int r = 0;
        if (a < b) r++;
        if (a >= b) r++;
        if (c < d) r++;
        if (c > d) r++;
        if (c <= d) r++;
        if (e < f) r++;
        if (e > f) r++;
        if (e == f) r++;
        if (c != d) r++;
        return r;
    }

    static boolean flags(int a, int b) {
        boolean lt = a < b;
        boolean eq = a == b;
        return lt ^ eq;
    }
}
