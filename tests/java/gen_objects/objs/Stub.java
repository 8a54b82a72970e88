package objs;

import java.util.concurrent.atomic.AtomicInteger;

// Ticket stubs numbered from a static atomic counter: every test expects the first number,
// so each must find the counter back at its start (restoreStaticFields).
public class Stub {
    private static final AtomicInteger NEXT = new AtomicInteger(100);
    private final int number;

    public Stub() {
        number = NEXT.getAndIncrement();
    }

    public int number() {
        return number;
    }

    public boolean isFirst() {
        return number == 100;
    }

    public String label() {
        return "T" + number;
    }
}
