// Executors: a fixed pool summing futures, invokeAll, execute, a single
// thread executor keeping order, a cached pool, shutdown and awaitTermination.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ExecutorFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            final int n = i;
            futures.add(pool.submit(() -> {
                long sum = 0;
                for (int k = 1; k <= n * 100; k++) sum += k;
                return sum;
            }));
        }
        long total = 0;
        for (Future<Long> f : futures) total += f.get();
        System.out.println("sum of futures " + total + " all done " + futures.stream().allMatch(Future::isDone));

        List<Callable<String>> tasks = List.of(() -> "a", () -> "b", () -> "c");
        StringBuilder joined = new StringBuilder();
        for (Future<String> f : pool.invokeAll(tasks)) joined.append(f.get());
        System.out.println("invokeAll " + joined);

        AtomicInteger executed = new AtomicInteger();
        for (int i = 0; i < 5; i++) pool.execute(executed::incrementAndGet);
        Future<?> failing = pool.submit(() -> { throw new IllegalStateException("task failed"); });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("failed task: " + e.getCause());
        }
        pool.shutdown();
        System.out.println("terminated in time " + pool.awaitTermination(5, TimeUnit.SECONDS)
                + " executed " + executed.get() + " isShutdown " + pool.isShutdown() + " isTerminated " + pool.isTerminated());

        ExecutorService single = Executors.newSingleThreadExecutor();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int n = i;
            single.submit(() -> order.add(n));
        }
        single.submit(() -> {}).get();
        single.shutdown();
        single.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("single thread order " + order);

        ExecutorService cached = Executors.newCachedThreadPool();
        Future<String> name = cached.submit(() -> Thread.currentThread().getName().startsWith("pool-") ? "pooled" : "other");
        System.out.println("cached " + name.get());
        cached.shutdownNow();
        System.out.println("cached terminated " + cached.awaitTermination(1, TimeUnit.SECONDS));
    }
}
