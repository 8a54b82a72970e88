// Re-creates "slicing" of Dinges 2014, Fig. 4.5: nine conditionals irrelevant to y precede y = 0; if (y == 1), so the target is unreachable as in the thesis.
public class Slicing {
    public static int slicing(int x1, int x2, int x3, int x4, int x5, int x6, int x7, int x8, int x9) {
        int z = 0;                           // the blocks use and define z only, never y
        if (x1 > 0) { z = z + 1; } else { z = z - 1; }
        if (x2 > 0) { z = z + 1; } else { z = z - 1; }
        if (x3 > 0) { z = z + 1; } else { z = z - 1; }
        if (x4 > 0) { z = z + 1; } else { z = z - 1; }
        if (x5 > 0) { z = z + 1; } else { z = z - 1; }
        if (x6 > 0) { z = z + 1; } else { z = z - 1; }
        if (x7 > 0) { z = z + 1; } else { z = z - 1; }
        if (x8 > 0) { z = z + 1; } else { z = z - 1; }
        if (x9 > 0) { z = z + 1; } else { z = z - 1; }
        int y = 0;
        if (y == 1) {
            return -1; // TARGET unreachable
        }
        return z;
    }
}
