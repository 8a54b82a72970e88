import org.sosy_lab.sv_benchmarks.Verifier;

// Every n from 0 to 5 sums to n(n+1)/2: the property holds.
public class Main {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 5);
        int sum = 0;
        for (int i = 1; i <= n; i++) sum += i;
        assert sum == n * (n + 1) / 2;
    }
}
