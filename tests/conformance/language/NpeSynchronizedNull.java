// Checks that synchronized on a null reference throws NullPointerException
// (monitorenter) with the helpful message, and the block body does not run.
public class NpeSynchronizedNull {
    static Object lockField;

    public static void main(String[] args) {
        Object lock = null;
        try {
            synchronized (lock) {
                System.out.println("should not run");
            }
        } catch (NullPointerException e) {
            System.out.println("local: " + e.getMessage());
        }
        try {
            synchronized (lockField) {
                System.out.println("should not run");
            }
        } catch (NullPointerException e) {
            System.out.println("static: " + e.getMessage());
        }
        Object ok = new Object();
        synchronized (ok) {
            System.out.println("non-null lock ok");
        }
    }
}
