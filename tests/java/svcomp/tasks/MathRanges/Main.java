import org.sosy_lab.sv_benchmarks.Verifier;

// Facts Java's specification gives every JVM, whatever last place it
// computes: both asserts hold for every input (x in [-50, 50)).
public class Main {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble() * 100 - 50;
        double s = Math.sin(x);
        assert s >= -1 && s <= 1;
        assert Math.exp(x) >= 0 && Math.cos(x) <= 1;
        double small = Verifier.nondetDouble();
        if (small > 0) assert Math.log(small) <= 0;
        // Far from the last place: sin(1) is 0.84147...
        assert Math.sin(1.0) > 0.84 && Math.pow(2.0, 0.5) > 1.41;
    }
}
