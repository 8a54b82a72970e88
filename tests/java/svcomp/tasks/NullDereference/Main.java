import org.sosy_lab.sv_benchmarks.Verifier;

// A NullPointerException escapes main when the boolean is true.
public class Main {
    static String pick(boolean none) {
        return none ? null : "text";
    }

    public static void main(String[] args) {
        String s = pick(Verifier.nondetBoolean());
        System.out.println(s.length());
    }
}
