import org.sosy_lab.sv_benchmarks.Verifier;

// The violation needs n == 8 and an elapsed time that is never negative:
// it happens whatever the clock reads, so it is claimed.
public class Main {
    public static void main(String[] args) {
        long start = System.nanoTime();
        int n = Verifier.nondetInt();
        if (n < 0 || n > 10) return;
        long sum = 0;
        for (int i = 0; i < n; i++) sum += (long) i * i;
        long elapsed = System.nanoTime() - start;
        if (elapsed >= 0 && sum > 100) assert n <= 7;
    }
}
