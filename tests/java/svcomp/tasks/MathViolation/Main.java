import org.sosy_lab.sv_benchmarks.Verifier;

// exp(x) for x in [0, 1) reaches e = 2.718...: the assert fails for large
// enough x on every JVM.
public class Main {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        assert Math.exp(x) < 2.5;
    }
}
