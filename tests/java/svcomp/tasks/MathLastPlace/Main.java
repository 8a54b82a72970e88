import org.sosy_lab.sv_benchmarks.Verifier;

// Whether the assert fails depends on the last place of Math.sin(1.0),
// which Java leaves to the JVM (within one ulp): no verdict is sound.
public class Main {
    public static void main(String[] args) {
        double s = Math.sin(1.0);
        assert s != 0.8414709848078965;
    }
}
