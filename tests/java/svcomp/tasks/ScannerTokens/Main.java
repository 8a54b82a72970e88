import java.util.Scanner;
import org.sosy_lab.sv_benchmarks.Verifier;

// Numbers read with java.util.Scanner from nondet text: its set-up runs the
// JDK's locale providers, its tokens come from regular expressions over a
// buffer the text was copied into. A negative token violates the assert.
public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(Verifier.nondetString());
        int choice = scanner.nextInt() % 3;
        assert choice >= 0 && choice < 3;
        System.out.println(choice);
    }
}
