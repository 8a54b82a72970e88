package demo;

public class Mixed {
    private int state;

    public static int sign(long x) {
        if (x > 0) return 1;
        if (x < 0) return -1;
        return 0;
    }

    public static double safeRatio(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) throw new IllegalArgumentException("NaN");
        if (b == 0.0) return 0.0;
        return a / b;
    }

    public static char shout(char c) {
        if (c >= 'a' && c <= 'z') return (char) (c - 32);
        return c;
    }

    public int instanceMethod(int x) {
        state += x;
        return state;
    }

    public static int takesObject(String s) {
        return s.length();
    }

    public static int takesMap(java.util.Map<String, Integer> items) {
        return items.size();
    }

    public static int takesBits(java.util.BitSet items) {
        return items.size();
    }
}
