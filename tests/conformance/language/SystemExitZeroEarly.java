// Checks System.exit(0) ends the program with status 0 even while an
// exception is propagating through a finally block.
public class SystemExitZeroEarly {
    public static void main(String[] args) {
        System.out.println("start");
        try {
            throw new RuntimeException("would be uncaught");
        } finally {
            System.out.println("exiting cleanly from finally");
            System.exit(0);
        }
    }
}
