// Re-creates "unreach" of Dinges 2014, Fig. 4.4 (method unreachable): the error test y == 0 sits under the guard y > 0.
public class Unreach {
    public static int unreachable(int x1, int x2, int x3, int x4, int x5, int x6, int x7, int x8, int x9) {
        int y = 0;
        if (x1 > 0) { y = y + 1; } else { y = y + 2; }
        if (x2 > 0) { y = y + 1; } else { y = y + 2; }
        if (x3 > 0) { y = y + 1; } else { y = y + 2; }
        if (x4 > 0) { y = y + 1; } else { y = y + 2; }
        if (x5 > 0) { y = y + 1; } else { y = y + 2; }
        if (x6 > 0) { y = y + 1; } else { y = y + 2; }
        if (x7 > 0) { y = y + 1; } else { y = y + 2; }
        if (x8 > 0) { y = y + 1; } else { y = y + 2; }
        if (x9 > 0) { y = y + 1; } else { y = y + 2; }
        if (y > 0) {
            if (y == 0) {                    // error condition for, e.g., division by zero
                return -1; // TARGET unreachable
            }
            return 90 / y;
        }
        return 0;
    }
}
