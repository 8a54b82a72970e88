import org.sosy_lab.sv_benchmarks.Verifier;

// nanoTime never decreases, and an object keeps its identity hash: both
// asserts hold on every run, whatever values the JVM gives.
public class Main {
    public static void main(String[] args) {
        long start = System.nanoTime();
        int n = Verifier.nondetInt();
        long end = System.nanoTime();
        assert end - start >= 0;
        long wall = System.currentTimeMillis();
        assert System.currentTimeMillis() >= wall;
        Object o = new Object();
        assert o.hashCode() == System.identityHashCode(o) && o.hashCode() != 0;
    }
}
