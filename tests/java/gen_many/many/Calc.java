package many;

public class Calc {
    public static int sign(int x) {
        if (x > 0) return 1;
        if (x < 0) return -1;
        return 0;
    }

    public static int max(int a, int b) {
        return a > b ? a : b;
    }
}
