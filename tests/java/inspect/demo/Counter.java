package demo;

public class Counter {
    private int count;

    public int increment(int by) {
        if (by < 0) {
            throw new IllegalArgumentException("negative");
        }
        count += by;
        return count;
    }

    public static int clamp(int x, int lo, int hi) {
        return x < lo ? lo : (x > hi ? hi : x);
    }
}
