import org.sosy_lab.sv_benchmarks.Verifier;

// The assertion fails only on a text of more than 50 chars, every one 'x':
// past the bound of the first rounds' texts (48 chars), inside the last's.
public class Main {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() > 50) {
            int xs = 0;
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) == 'x') xs++;
            }
            assert xs < s.length();
        }
    }
}
