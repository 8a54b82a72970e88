package eng;

// Pure helpers called several times on one path (method summaries): band
// has three paths, so bill has 27; share divides, and throws for a zero
// count; gcd calls itself; audit writes a static and may not be summarized.
public class Tariffs {
    static int audited;

    static int band(int kwh) {
        if (kwh < 100) return 1;
        if (kwh < 500) return 2;
        return 3;
    }

    public static int bill(int a, int b, int c) {
        return band(a) * 100 + band(b) * 10 + band(c);
    }

    static int share(int total, int count) {
        return total / count;
    }

    public static int split(int total, int count) {
        int each = share(total, count);
        return each > 10 ? 1 : 0;
    }

    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public static int reduce(int a, int b) {
        return gcd(a, b) > 1 ? 1 : 0;
    }

    static int audit(int x) {
        audited++;
        return x > 0 ? 1 : 0;
    }

    public static int checked(int x, int y) {
        return audit(x) + audit(y);
    }
}
