import org.sosy_lab.sv_benchmarks.Verifier;

// Fails for the one text "case1".
public class Main {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert !s.equals("case1");
    }
}
