// Interrupting a sleeping thread, a ReentrantLock with a Condition, a daemon
// thread the program does not wait for, and a thread spinning on a volatile
// flag that another thread sets after a sleep.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class LocksAndInterrupts {
    static volatile boolean set;

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(10_000);
                System.out.println("woke normally");
            } catch (InterruptedException e) {
                System.out.println("interrupted: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();

        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        boolean[] flag = {false};
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!flag[0]) ready.await();
                System.out.println("condition met, held by me " + lock.isHeldByCurrentThread());
            } catch (InterruptedException e) {
                System.out.println("unexpected interrupt");
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        lock.lock();
        try {
            flag[0] = true;
            ready.signalAll();
        } finally {
            lock.unlock();
        }
        waiter.join();
        System.out.println("lock free " + !lock.isLocked());

        Thread daemon = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        daemon.setDaemon(true);
        daemon.start();

        Thread setter = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
            set = true;
        });
        setter.start();
        long spins = 0;
        while (!set) spins++;
        System.out.println("spun until set: " + (spins > 0) + ", daemon alive " + daemon.isAlive());
    }
}
