import org.sosy_lab.sv_benchmarks.Verifier;

// The assert fails exactly when the divisor is 0.
public class Main {
    public static void main(String[] args) {
        int divisor = Verifier.nondetInt();
        try {
            System.out.println(100 / divisor);
        } catch (ArithmeticException e) {
            assert false : "divided by zero";
        }
    }
}
