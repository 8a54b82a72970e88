import org.sosy_lab.sv_benchmarks.Verifier;

// nondetDouble() and nondetFloat() are Random's: in [0, 1), so both asserts hold.
public class Main {
    public static void main(String[] args) {
        double d = Verifier.nondetDouble();
        float f = Verifier.nondetFloat();
        assert d >= 0 && d < 1;
        assert f >= 0 && f < 1;
    }
}
