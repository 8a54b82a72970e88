import org.sosy_lab.sv_benchmarks.Verifier;

// Fails for one pair of texts only: the edits move the nondet chars
// around, so the violation is found only when every edit keeps them
// symbolic (a pinned text would be the model's first, all '\0').
public class Main {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String t = Verifier.nondetString();
        if (s.length() != 6) return;
        StringBuilder b = new StringBuilder(s);
        b.setCharAt(0, 'J');
        b.deleteCharAt(5);
        b.insert(1, "-");
        b.reverse();
        char[] tail = new char[2];
        b.getChars(0, 2, tail, 0);
        if (tail[0] == 'v' && tail[1] == 'a' && s.regionMatches(true, 1, t, 0, 4)) {
            assert !b.toString().equals("vaDa-J");
        }
    }
}
