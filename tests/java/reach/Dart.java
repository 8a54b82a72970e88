// Re-creates "dart" of Dinges 2014, Table 4.1 = Fig. 4.3: a cubic (non-linear) equality, plus Fig. 4.3's native-call method.
public class Dart {
    public static int dart(int x, int y) {
        int a = x * x * x;                   // non-linear: the SMT solver may answer "unknown"
        int b = y + 3;
        if (a == b) {
            return 1; // TARGET reachable
        }
        return 0;
    }

    // Fig. 4.3's second method; Table 4.1 gives dart one target, so this branch is deliberately unmarked.
    public static int external(float u) {
        int v = Float.floatToRawIntBits(u);  // native method, opaque to the solver
        if (v == 0) {
            return 1;
        }
        return 0;
    }
}
