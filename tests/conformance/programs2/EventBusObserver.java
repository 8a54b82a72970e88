// An in-process event bus (observer pattern): topic subscriptions with Consumer lambdas,
// priorities, one-shot listeners, unsubscribe handles, dead-letter events and a listener that throws.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

public class EventBusObserver {
    record Event(String topic, String payload, int seq) {}

    interface Subscription { void cancel(); }

    static final class EventBus {
        private static final class Listener {
            final String name;
            final int priority;
            final boolean once;
            final Consumer<Event> handler;
            boolean active = true;
            Listener(String name, int priority, boolean once, Consumer<Event> handler) {
                this.name = name; this.priority = priority; this.once = once; this.handler = handler;
            }
        }
        private final Map<String, List<Listener>> listeners = new TreeMap<>();
        private final List<Event> deadLetters = new ArrayList<>();
        private final List<String> errors = new ArrayList<>();
        private int seq;

        Subscription subscribe(String topic, String name, int priority, boolean once, Consumer<Event> h) {
            Listener l = new Listener(name, priority, once, h);
            List<Listener> list = listeners.computeIfAbsent(topic, k -> new ArrayList<>());
            list.add(l);
            list.sort(Comparator.comparingInt((Listener x) -> -x.priority));
            return () -> { l.active = false; list.remove(l); };
        }

        int publish(String topic, String payload) {
            Event e = new Event(topic, payload, ++seq);
            List<Listener> ls = new ArrayList<>(listeners.getOrDefault(topic, List.of()));
            int delivered = 0;
            for (Listener l : ls) {
                if (!l.active) continue;
                try {
                    l.handler.accept(e);
                    delivered++;
                } catch (RuntimeException ex) {
                    errors.add(l.name + " failed on #" + e.seq() + ": " + ex);
                }
                if (l.once) { l.active = false; listeners.get(topic).remove(l); }
            }
            if (delivered == 0) deadLetters.add(e);
            return delivered;
        }
    }

    public static void main(String[] args) {
        EventBus bus = new EventBus();
        List<String> audit = new ArrayList<>();
        int[] orderTotal = {0};
        Subscription auditSub = bus.subscribe("order", "audit", 0, false, e -> audit.add(e.seq() + ":" + e.payload()));
        bus.subscribe("order", "billing", 10, false, e -> {
            int amount = Integer.parseInt(e.payload().split("=")[1]);
            orderTotal[0] += amount;
            System.out.println("  billing " + e.payload() + " running total " + orderTotal[0]);
        });
        bus.subscribe("order", "welcome", 5, true, e -> System.out.println("  first order ever: " + e.payload()));
        bus.subscribe("user", "greeter", 1, false, e -> System.out.println("  hello, " + e.payload() + "!"));
        bus.subscribe("user", "validator", 2, false, e -> {
            if (e.payload().isBlank()) throw new IllegalArgumentException("blank user name");
        });

        String[][] events = {
            {"order", "id1=250"}, {"user", "maria"}, {"order", "id2=100"}, {"payment", "p1"},
            {"user", "  "}, {"order", "id3=oops"}, {"order", "id4=75"}
        };
        for (int i = 0; i < events.length; i++) {
            if (i == 5) { auditSub.cancel(); System.out.println("(audit unsubscribed)"); }
            System.out.println("publish " + events[i][0] + " " + events[i][1]);
            int n = bus.publish(events[i][0], events[i][1]);
            System.out.println("  -> delivered to " + n);
        }
        System.out.println("audit " + audit);
        System.out.println("dead letters " + bus.deadLetters);
        bus.errors.forEach(s -> System.out.println("error: " + s));
        Consumer<String> a = s -> System.out.print("[a " + s + "]");
        Consumer<String> b = s -> System.out.print("[b " + s + "]");
        a.andThen(b).andThen(s -> System.out.println()).accept("chained");
        System.out.println("listeners per topic " + bus.listeners.entrySet().stream()
                .map(en -> en.getKey() + "=" + en.getValue().size()).toList() + " seq=" + bus.seq);
    }
}
