// Checks System.exit(3) after output: exit status 3, buffered output is flushed,
// and neither the rest of main nor the finally block runs.
public class SystemExitThree {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.err.println("stderr before exit");
        System.out.print("unterminated line");
        try {
            if (args.length == 0) {
                System.exit(3);
            }
            System.out.println("after exit (must not appear)");
        } finally {
            System.out.println("finally (must not appear)");
        }
        System.out.println("end of main (must not appear)");
    }
}
