// An application metrics registry written with java.util.concurrent types (used from one
// thread): ConcurrentHashMap counters, AtomicInteger/AtomicLong, LongAdder, AtomicReference,
// ConcurrentSkipListMap histograms and a CopyOnWriteArrayList of listeners.
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

public class MetricsRegistryConcurrent {
    static final ConcurrentHashMap<String, AtomicLong> counters = new ConcurrentHashMap<>();
    static final AtomicInteger requestIds = new AtomicInteger(1000);
    static final CopyOnWriteArrayList<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    static void count(String name, long delta) {
        counters.computeIfAbsent(name, k -> new AtomicLong()).addAndGet(delta);
    }

    public static void main(String[] args) {
        listeners.add(s -> { if (s.startsWith("ERR")) System.out.println("  alert: " + s); });
        listeners.add(s -> count("events", 1));
        String[] events = {"GET /", "GET /a", "ERR timeout", "POST /b", "GET /", "ERR 500", "GET /c"};
        for (String e : events) {
            int id = requestIds.incrementAndGet();
            count(e.split(" ")[0], 1);
            for (Consumer<String> l : listeners) l.accept(e);
            if (id % 3 == 0) count("sampled", 1);
        }
        System.out.println("counters " + new TreeMap<>(counters) + " lastId " + requestIds.get());
        System.out.println("chm toString " + counters + " size " + counters.size() + " getOrDefault " + counters.getOrDefault("PUT", new AtomicLong(-1)));
        ConcurrentHashMap<String, Integer> words = new ConcurrentHashMap<>();
        for (String w : "to be or not to be that is the question".split(" ")) words.merge(w, 1, Integer::sum);
        words.compute("be", (k, v) -> v == null ? 1 : v * 10);
        words.computeIfPresent("or", (k, v) -> null);
        System.out.println("words " + words + " keys " + words.keySet().size() + " mappingCount " + words.mappingCount());
        AtomicLong bytes = new AtomicLong();
        System.out.println("cas " + bytes.compareAndSet(0, 512) + " " + bytes.compareAndSet(0, 1) + " " + bytes.getAndAdd(100) + " " + bytes.updateAndGet(v -> v * 2));

        LongAdder latencyTotal = new LongAdder();
        ConcurrentSkipListMap<Integer, LongAdder> histogram = new ConcurrentSkipListMap<>();
        AtomicReference<String> slowest = new AtomicReference<>("none");
        int[] latencies = {12, 250, 33, 47, 1200, 8, 95, 410, 61, 30};
        int worst = 0;
        for (int ms : latencies) {
            latencyTotal.add(ms);
            int bucket = ms < 50 ? 50 : ms < 100 ? 100 : ms < 500 ? 500 : 5000;
            histogram.computeIfAbsent(bucket, b -> new LongAdder()).increment();
            if (ms > worst) { worst = ms; slowest.set("req" + ms); }
        }
        System.out.println("latency sum " + latencyTotal.sum() + " avg " + latencyTotal.sum() / latencies.length + " slowest " + slowest.get());
        Map<Integer, Long> hist = new TreeMap<>();
        histogram.forEach((k, v) -> hist.put(k, v.sum()));
        System.out.println("histogram " + hist + " p<100 " + histogram.headMap(100, true).values().stream().mapToLong(LongAdder::sum).sum()
                + " ceiling(200) " + histogram.ceilingKey(200));
        System.out.println("swap " + slowest.getAndSet("reset") + " -> " + slowest.get() + " accumulate " + slowest.accumulateAndGet("!", String::concat));
    }
}
