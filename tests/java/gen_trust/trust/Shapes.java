package trust;

// Overloads, a private method, System.exit on one path and a static counter.
public class Shapes {
    private static int calls;

    public static int max(int a, int b) { return a > b ? a : b; }

    public static long max(long a, long b) { return a > b ? a : b; }

    private static int secret(int x) { return x * 2; }

    public static int quit(int code) {
        if (code == 7) System.exit(7);
        return code < 0 ? -1 : 1;
    }

    public static int next(int step) {
        calls += step > 0 ? step : 1;
        return calls;
    }
}
