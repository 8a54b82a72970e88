// Re-creates "hard-loop" of Dinges 2014, Fig. 3.1 (method challenges): data-dependent loop with i % 2, then an opaque Math.sin test.
public class HardLoop {
    public static int challenges(int x, double u) {
        int res = 0;
        int i = 0;
        while (i < x) {                      // data-dependent loop
            int tmp = i % 2;                 // non-linear integer arithmetic
            if (tmp == 0) {
                res = res - 1;
            } else {
                res = res + 17;
            }
            i++;
        }
        if (res == 8192) {                   // error condition 1: x = 1024 (or 1024 + k * 2^29 by overflow)
            if (Math.sin(u) > 0) {           // error condition 2: call to an external method
                return 1; // TARGET reachable
            }
            return 2;                        // stands for the figure's elided "long and deep computation"
        }
        return 0;
    }
}
