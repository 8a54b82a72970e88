// CompletableFuture: supplyAsync and runAsync on the default executor, a
// chain of thenApply / thenCombine / thenCompose, join and get, and an
// exceptional stage recovered with exceptionally.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

public class CompletableFutureChain {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> base = CompletableFuture.supplyAsync(() -> 6 * 7);
        CompletableFuture<String> text = base.thenApply(n -> n + 1).thenApply(n -> "value " + n);
        System.out.println(text.join());
        CompletableFuture<Integer> other = CompletableFuture.supplyAsync(() -> 100);
        System.out.println("combined " + base.thenCombine(other, Integer::sum).get());
        System.out.println("composed " + base.thenCompose(n -> CompletableFuture.supplyAsync(() -> n * 2)).join());
        AtomicInteger side = new AtomicInteger();
        CompletableFuture<Void> run = CompletableFuture.runAsync(() -> side.set(7));
        run.get();
        System.out.println("runAsync set " + side.get() + " done " + run.isDone());
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (side.get() == 7) throw new IllegalArgumentException("bad input");
            return 1;
        });
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join threw " + e.getCause());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get threw " + e.getCause().getMessage());
        }
        System.out.println("recovered " + failing.exceptionally(e -> -1).join()
                + " completedExceptionally " + failing.isCompletedExceptionally());
        CompletableFuture<String> all = CompletableFuture.allOf(base, other).thenApply(v -> base.join() + other.join() + "");
        System.out.println("allOf " + all.join());
    }
}
