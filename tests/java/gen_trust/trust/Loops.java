package trust;

// Two loops that do not end within any budget, and a simple method that must
// still get its tests.
public class Loops {
    public static int collatz(int n) {
        int steps = 0;
        while (n != 1) {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    public static int countTo(int x) {
        while (x != 12345) x++;
        return x;
    }

    public static int spin(int flag) {
        int s = 0;
        while (true) {
            if (flag == 0) s++; else s--;
        }
    }

    public static int sign(int v) {
        if (v > 0) return 1;
        if (v < 0) return -1;
        return 0;
    }
}
