package ceiling;

// One method that holds far more memory than gen's --max-memory in the test
// allows (200 arrays of 100,000 longs: 480 MiB to the engine), beside one
// that needs little. The small one comes first, so it is explored before
// the hoarder reaches the ceiling.
public class Hoard {
    public static int clamp(int x) {
        if (x > 10) return 1;
        if (x < -10) return -1;
        return 0;
    }

    public static int hoard(int seed) {
        long[][] kept = new long[200][];
        for (int i = 0; i < kept.length; i++) kept[i] = new long[100_000];
        return seed > 0 ? kept.length : 0;
    }
}
