// Re-creates "easy-loop" of Dinges 2014, Table 4.1: JAUT's decrementing, data-dependent loop (unrolling needs 1000 iterations).
public class EasyLoop {
    public static int easyLoop(int x, int y) {
        int steps = 0;
        while (x > y) {                      // trip count x - y depends on both inputs
            x = x - 1;
            steps = steps + 1;
        }
        if (steps == 1000) {
            return 1; // TARGET reachable
        }
        return 0;
    }
}
