package threads;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Methods that start threads and wait for them: their tests call them as they are. */
public class ParallelWork {
    /** Sums 1..n (at most 20) in two threads, one half each; a negative n is refused. */
    public static long sum(int n) throws InterruptedException {
        if (n < 0) throw new IllegalArgumentException("negative: " + n);
        final int limit = Math.min(n, 20);
        long[] parts = new long[2];
        Thread low = new Thread(() -> {
            for (int i = 1; i <= limit / 2; i++) parts[0] += i;
        });
        Thread high = new Thread(() -> {
            for (int i = limit / 2 + 1; i <= limit; i++) parts[1] += i;
        });
        low.start();
        high.start();
        low.join();
        high.join();
        return parts[0] + parts[1];
    }

    /** The pool's thread decides; the caller waits for its answer. */
    public static String classify(int x) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<String> answer = pool.submit(() -> x % 2 == 0 ? "even" : x > 100 ? "big odd" : "odd");
            return answer.get();
        } finally {
            pool.shutdown();
        }
    }
}
