// Checks System.exit(0) called inside a catch block after writing an error to stderr:
// exit status 0 although stderr has content, and nothing after the exit runs.
public class ExitInsideCatchStatus {
    public static void main(String[] args) {
        try {
            Integer.parseInt("oops");
        } catch (NumberFormatException e) {
            System.err.println("error: " + e.getMessage());
            System.out.println("recovering");
            System.exit(0);
        }
        System.out.println("not printed");
    }
}
