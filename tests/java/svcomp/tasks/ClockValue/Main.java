import org.sosy_lab.sv_benchmarks.Verifier;

// The clock is nondeterministic too: no verdict may rest on the one value the
// engine's clock gives.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        long t = System.nanoTime();
        assert t != 123456789L || x != 7;
    }
}
