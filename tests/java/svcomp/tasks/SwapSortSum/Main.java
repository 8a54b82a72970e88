import org.sosy_lab.sv_benchmarks.Verifier;

// Odd-even transposition sort of five inputs. Merged, each compare-and-swap
// becomes two ites, and "the sum is kept" one query over the whole network
// that the solver gives up on; path by path, each sum is the same inputs
// added in another order. The verdict needs the second route.
public class Main {
    public static void main(String[] args) {
        int[] v = new int[5];
        int before = 0;
        for (int i = 0; i < v.length; i++) {
            v[i] = Verifier.nondetInt();
            before += v[i];
        }
        for (int round = 0; round < v.length; round++) {
            for (int j = round % 2; j + 1 < v.length; j += 2) {
                if (v[j] > v[j + 1]) {
                    int t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
            }
        }
        int after = 0;
        for (int i = 0; i < v.length; i++) {
            after += v[i];
            if (i > 0) assert v[i - 1] <= v[i];
        }
        assert after == before;
    }
}
