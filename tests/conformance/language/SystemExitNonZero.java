// Checks System.exit with a non-zero status after output on both streams;
// code after exit and pending finally blocks must not run.
public class SystemExitNonZero {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.err.println("error: something went wrong");
        try {
            System.out.print("partial line without newline");
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
        System.out.println("after exit must not run");
    }
}
