import org.sosy_lab.sv_benchmarks.Verifier;

// Two objects may have the same identity hash on some JVM run, so the
// assert can fail, but only by the JVM's choice: no input makes it fail, and
// no verdict is sound.
public class Main {
    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        assert a.hashCode() != b.hashCode();
    }
}
