// A counter incremented by several threads through synchronized methods and
// a synchronized block: no increment is lost, and holdsLock tells who has
// the monitor.
public class SynchronizedCounter {
    private int count;
    private static int total;
    private final Object lock = new Object();
    private long guarded;

    synchronized void increment() { count++; }
    synchronized int get() { return count; }
    static synchronized void addTotal(int n) { total += n; }

    void addGuarded(long n) {
        synchronized (lock) {
            guarded += n;
            if (!Thread.holdsLock(lock)) throw new AssertionError("lock not held");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        SynchronizedCounter counter = new SynchronizedCounter();
        Thread[] threads = new Thread[5];
        for (int t = 0; t < threads.length; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    counter.increment();
                    if (i % 100 == 0) Thread.yield();
                }
                addTotal(id);
                counter.addGuarded(id * 1000L);
            });
            threads[t].start();
        }
        for (Thread t : threads) t.join();
        System.out.println("count " + counter.get() + " total " + total + " guarded " + counter.guarded);
        System.out.println("holds lock outside: " + Thread.holdsLock(counter.lock));
        try {
            counter.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without the monitor: " + e.getMessage());
        }
    }
}
