// The atomic classes (AtomicReference, AtomicLong, AtomicInteger, LongAdder,
// AtomicIntegerArray, AtomicBoolean), ConcurrentHashMap and
// ConcurrentLinkedQueue, which rest on VarHandles and Unsafe, and a VarHandle
// made by findVarHandle.
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class AtomicsAndConcurrentCollections {
    static class Node { volatile int state; }
    public static void main(String[] args) throws Exception {
        AtomicReference<String> ref = new AtomicReference<>("a");
        System.out.println(ref.compareAndSet("a", "b") + " " + ref.get() + " " + ref.getAndSet("c") + " " + ref.updateAndGet(s -> s + "!"));
        AtomicLong counter = new AtomicLong(5);
        System.out.println(counter.incrementAndGet() + " " + counter.addAndGet(10) + " " + counter.getAndIncrement() + " " + counter.accumulateAndGet(3, Math::max));
        AtomicInteger ai = new AtomicInteger();
        System.out.println(ai.getAndAdd(7) + " " + ai.compareAndExchange(7, 9) + " " + ai.get());
        LongAdder adder = new LongAdder();
        for (int i = 0; i < 10; i++) adder.add(i);
        adder.increment();
        System.out.println(adder.sum() + " " + adder.sumThenReset() + " " + adder.sum());
        ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
        for (String w : "a b a c b a".split(" ")) map.merge(w, 1, Integer::sum);
        map.computeIfAbsent("d", k -> 4);
        map.putIfAbsent("a", 100);
        System.out.println(new java.util.TreeMap<>(map) + " " + map.getOrDefault("z", -1) + " " + map.size());
        AtomicIntegerArray arr = new AtomicIntegerArray(3);
        arr.incrementAndGet(1);
        System.out.println(arr);
        AtomicBoolean flag = new AtomicBoolean();
        System.out.println(flag.compareAndSet(false, true) + " " + flag.get());
        java.lang.invoke.VarHandle vh = java.lang.invoke.MethodHandles.lookup().findVarHandle(Node.class, "state", int.class);
        Node n = new Node();
        vh.set(n, 3);
        System.out.println(vh.compareAndSet(n, 3, 4) + " " + (int) vh.get(n) + " " + (int) vh.getAndAdd(n, 2) + " " + n.state);
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        q.add(1); q.add(2); System.out.println(q.poll() + " " + q);
    }
}
