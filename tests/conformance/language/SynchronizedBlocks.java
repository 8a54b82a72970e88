// Checks synchronized methods (instance and static) and nested/reentrant
// synchronized blocks in a single thread, including exits by exception and return.
public class SynchronizedBlocks {
    private int count;
    private static int staticCount;
    private final Object lock = new Object();

    synchronized void inc() { count++; }
    static synchronized void sinc() { staticCount++; }

    synchronized int reentrant(int n) { return n == 0 ? count : reentrant(n - 1); }

    int blockReturn() {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    return count * 10;
                }
            }
        }
    }

    void blockThrow() {
        synchronized (lock) {
            throw new IllegalStateException("thrown inside synchronized");
        }
    }

    public static void main(String[] args) {
        SynchronizedBlocks s = new SynchronizedBlocks();
        for (int i = 0; i < 5; i++) { s.inc(); sinc(); }
        System.out.println("count=" + s.count + " staticCount=" + staticCount);
        System.out.println("reentrant=" + s.reentrant(10));
        System.out.println("blockReturn=" + s.blockReturn());
        try {
            s.blockThrow();
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        synchronized (SynchronizedBlocks.class) {
            synchronized (s.lock) {
                s.inc();
            }
        }
        synchronized ("interned") { s.inc(); }
        System.out.println("final count=" + s.count + " lock reusable=" + s.blockReturn());
    }
}
