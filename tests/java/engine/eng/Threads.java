package eng;

import java.util.concurrent.CountDownLatch;

/** Java threads in the engine: one interleaving, symbolic values across threads, deadlocks. */
public class Threads {
    /** The worker branches on the input: each path sees what it wrote once joined. */
    public static int doubledByWorker(int x) throws InterruptedException {
        int[] box = new int[1];
        Thread worker = new Thread(() -> box[0] = x > 10 ? x * 2 : -x);
        worker.start();
        worker.join();
        return box[0];
    }

    public static int noThreads(int x) {
        return Thread.currentThread().getName().length() + x;
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each thread takes one lock, sleeps, then wants the other's. */
    public static class LockOrder {
        public static void main(String[] args) throws InterruptedException {
            Object first = new Object();
            Object second = new Object();
            Thread other = new Thread(() -> {
                synchronized (second) {
                    pause(10);
                    synchronized (first) {
                        System.out.println("other has both");
                    }
                }
            });
            other.start();
            synchronized (first) {
                pause(10);
                synchronized (second) {
                    System.out.println("main has both");
                }
            }
            other.join();
        }
    }

    /** Nobody counts the latch down. */
    public static class NeverCountedDown {
        public static void main(String[] args) throws InterruptedException {
            new CountDownLatch(1).await();
        }
    }

    /** Sleeping threads wake in the order of their deadlines. */
    public static class SleepOrder {
        public static void main(String[] args) throws InterruptedException {
            Thread a = new Thread(() -> {
                for (int i = 0; i < 3; i++) {
                    System.out.println("a" + i);
                    pause(100);
                }
            });
            Thread b = new Thread(() -> {
                pause(50);
                for (int i = 0; i < 3; i++) {
                    System.out.println("b" + i);
                    pause(100);
                }
            });
            a.start();
            b.start();
            a.join();
            b.join();
        }
    }

    /** A thread needs the class main is initialising, and main waits for it. */
    public static class InitialisedByMain {
        static int value;

        static {
            Thread reader = new Thread(() -> System.out.println("value " + value));
            reader.start();
            try {
                reader.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        public static void main(String[] args) {
            System.out.println("initialised");
        }
    }

    /** Two threads add to a counter for longer than a quantum each. */
    public static class RacingCounter {
        static int count;

        public static void main(String[] args) throws InterruptedException {
            Runnable add = () -> {
                for (int i = 0; i < 150_000; i++) count++;
            };
            Thread a = new Thread(add);
            Thread b = new Thread(add);
            a.start();
            b.start();
            a.join();
            b.join();
            System.out.println(count);
        }
    }

    /** main spins until a worker sets a flag: only a quantum lets the worker run. */
    public static class SpinUntilSet {
        static volatile boolean set;

        public static void main(String[] args) {
            new Thread(() -> set = true).start();
            long spins = 0;
            while (!set) spins++;
            System.out.println(spins > 0 ? "spun" : "no spin");
        }
    }

    /** The worker's exception ends the worker, not the program. */
    public static class WorkerThrows {
        public static void main(String[] args) throws InterruptedException {
            Thread worker = new Thread(() -> {
                throw new IllegalArgumentException("worker failed");
            });
            worker.start();
            worker.join();
            System.out.println("main goes on");
        }
    }
}
