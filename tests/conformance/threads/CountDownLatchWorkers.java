// Workers count a latch down as they finish; main awaits it, then a second
// latch releases them all at once to record in a concurrent queue.
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

public class CountDownLatchWorkers {
    public static void main(String[] args) throws InterruptedException {
        int workers = 5;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(workers);
        AtomicLong total = new AtomicLong();
        ConcurrentLinkedQueue<Integer> finished = new ConcurrentLinkedQueue<>();
        for (int w = 0; w < workers; w++) {
            final int id = w;
            new Thread(() -> {
                try {
                    start.await();
                    long sum = 0;
                    for (int i = 0; i <= id * 10; i++) sum += i;
                    total.addAndGet(sum);
                    finished.add(id);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("waiting workers: " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("all counted down: " + done.getCount() + " total " + total.get() + " finished " + finished.size());
        System.out.println("await after zero returns at once: " + done.await(1, java.util.concurrent.TimeUnit.MILLISECONDS));
    }
}
