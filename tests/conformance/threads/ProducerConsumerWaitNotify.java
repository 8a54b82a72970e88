// A bounded buffer guarded by wait/notifyAll: a producer puts 100 numbers,
// two consumers take them until they see the end marker; the totals add up.
import java.util.ArrayDeque;

public class ProducerConsumerWaitNotify {
    static final class Buffer {
        private final ArrayDeque<Integer> items = new ArrayDeque<>();
        private final int capacity;
        Buffer(int capacity) { this.capacity = capacity; }

        synchronized void put(int value) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.addLast(value);
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) wait();
            int value = items.removeFirst();
            notifyAll();
            return value;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer(3);
        long[] sums = new long[2];
        int[] counts = new int[2];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 100; i++) buffer.put(i);
                buffer.put(-1);
                buffer.put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "producer");
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    for (int v; (v = buffer.take()) != -1; ) {
                        sums[id] += v;
                        counts[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "consumer-" + c);
        }
        producer.start();
        for (Thread c : consumers) c.start();
        producer.join();
        for (Thread c : consumers) c.join();
        System.out.println("taken " + (counts[0] + counts[1]) + " sum " + (sums[0] + sums[1]));
        Object monitor = new Object();
        synchronized (monitor) {
            long start = System.nanoTime();
            monitor.wait(50);
            System.out.println("timed wait returned after at least 50 ms: " + (System.nanoTime() - start >= 50_000_000L));
        }
    }
}
