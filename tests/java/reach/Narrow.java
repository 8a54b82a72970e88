// Re-creates "narrow" of Dinges 2014, Fig. 4.6: a branch only two's-complement overflow of -x can take.
public class Narrow {
    public static int narrow(int x) {
        int y;
        if (x >= 0) {
            y = x;
        } else {
            y = -x;                          // -Integer.MIN_VALUE == Integer.MIN_VALUE
        }
        if (y < 0) {
            return 1; // TARGET reachable
        }
        return 0;
    }
}
