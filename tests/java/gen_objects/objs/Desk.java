package objs;

import java.util.HashMap;
import java.util.Map;

// Ids handed out by another class's counter, kept as keys of a HashMap: a
// lookup by a symbolic id finds an id issued before, and the tests put the
// counter back before each one.
class Ticket {
    private static int next = 1;
    final String id;
    final String holder;

    Ticket(String holder) {
        this.holder = holder;
        this.id = String.format("T%03d", next++);
    }
}

public class Desk {
    private final Map<String, Ticket> open = new HashMap<>();

    public String issue(String holder) {
        if (holder == null || holder.isEmpty()) throw new IllegalArgumentException("no holder");
        Ticket ticket = new Ticket(holder);
        open.put(ticket.id, ticket);
        return ticket.id;
    }

    public String call(String id) {
        Ticket ticket = open.get(id);
        if (ticket == null) throw new IllegalStateException("no ticket " + id);
        return ticket.holder.length() > 3 ? "Next: " + ticket.holder : "Next!";
    }
}
