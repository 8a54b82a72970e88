package eng;

import java.util.ArrayList;
import java.util.List;

// Tickets for seats: `issue` refuses a seat out of range before it takes a
// number, so a refused call leaves nothing behind; `swap` looks two tickets
// up and replaces their seats (it changes the list but cannot fill it).
public class Tickets {
    private final List<Integer> seats = new ArrayList<>();
    private int next = 1;

    public int issue(int seat) {
        if (seat < 1 || seat > 100) throw new IllegalArgumentException("seat " + seat);
        seats.add(seat);
        return next++;
    }

    public int seatOf(int ticket) {
        return seats.get(ticket - 1);
    }

    public void swap(int a, int b) {
        Integer first = seats.get(a - 1);
        seats.set(a - 1, seats.get(b - 1));
        seats.set(b - 1, first);
    }
}
