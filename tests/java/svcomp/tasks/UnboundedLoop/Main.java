import org.sosy_lab.sv_benchmarks.Verifier;

// True, but only a loop invariant proves it: exploring runs out of bound or time.
public class Main {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0);
        int count = 0;
        for (int i = 0; i < n; i++) count++;
        assert count == n;
    }
}
