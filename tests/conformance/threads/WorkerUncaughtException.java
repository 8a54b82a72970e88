// An exception escaping a worker thread is reported on stderr as HotSpot
// does ("Exception in thread "Thread-0" ..."), ends only that thread, and
// the program goes on and exits 0.
public class WorkerUncaughtException {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            System.out.println("worker starts");
            throw new IllegalStateException("worker failed");
        });
        worker.start();
        worker.join();
        System.out.println("main goes on, worker alive " + worker.isAlive());
        Thread handled = new Thread(() -> { throw new UnsupportedOperationException("handled"); }, "handled");
        handled.setUncaughtExceptionHandler((t, e) -> System.out.println("handler got " + e.getMessage() + " from " + t.getName()));
        handled.start();
        handled.join();
        System.out.println("main done");
    }
}
