import org.sosy_lab.sv_benchmarks.Verifier;

// Two threads add to a counter under a lock: the assert holds in every
// interleaving, but the engine explores one, so the verdict cannot be true.
public class Main {
    static int counter;

    static synchronized void add(int n) {
        counter += n;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 3);
        Thread worker = new Thread(() -> add(n));
        worker.start();
        add(n);
        worker.join();
        assert counter == 2 * n;
    }
}
