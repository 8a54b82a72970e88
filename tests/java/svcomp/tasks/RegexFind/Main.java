import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// A part number found in a line: 'P', whatever comes between, then a
// two-part code. Fails for any line holding one but "P00-00". Before a
// first match the JDK's matcher backtracks through every split of the
// nondet text that `.*` can make, at every position a 'P' may take.
public class Main {
    public static void main(String[] args) {
        Pattern part = Pattern.compile("P.*\\d\\d-\\d\\d");
        Matcher m = part.matcher(Verifier.nondetString());
        if (m.find()) {
            String found = m.group();
            assert found.equals("P00-00");
        }
    }
}
