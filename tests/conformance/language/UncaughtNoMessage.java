// Checks an uncaught exception with no message: the stderr line has only the
// class name, and finally blocks run before the thread dies.
public class UncaughtNoMessage {
    public static void main(String[] args) {
        System.out.println("start");
        try {
            throw new UnsupportedOperationException();
        } finally {
            System.out.println("finally before death");
        }
    }
}
