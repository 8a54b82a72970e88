import org.sosy_lab.sv_benchmarks.Verifier;

// What a worker computed fails the assert in main for one input: the
// interleaving explored is one the JVM runs, so the violation stands.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        int n = Verifier.nondetInt();
        int[] result = new int[1];
        Thread worker = new Thread(() -> result[0] = n * 3);
        worker.start();
        worker.join();
        assert result[0] != 21 : "seven times three";
    }
}
