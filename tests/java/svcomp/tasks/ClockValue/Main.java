import org.sosy_lab.sv_benchmarks.Verifier;

// The clock is nondeterministic too: the assert fails only for one reading
// of the clock, which no input chooses, so no verdict is sound.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        long t = System.nanoTime();
        assert t != 123456789L || x != 7;
    }
}
