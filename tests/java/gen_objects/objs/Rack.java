package objs;

// Slots filled in order, and a class of the program's own toString that
// shows them: after reverse() (which returns nothing and has no getter to
// show its work) a test asserts the text a person reads, "[5, 3]". A put's
// slot is held by the path to the count so far (slot == 0, then 1), and
// its item compared with the last: the items still get distinct non-zero
// values ("[5, 3]", not "[1, 0]"), as the readable model wishes for
// numbers the path does not hold to one value.
public class Rack {
    private final int[] items = new int[4];
    private int count;

    public void put(int slot, int item) {
        if (slot != count || count == items.length) {
            throw new IllegalArgumentException("slot " + slot);
        }
        if (count > 0 && items[count - 1] == item) {
            throw new IllegalArgumentException("the same item twice");
        }
        items[count++] = item;
    }

    public void reverse() {
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            int t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                text.append(", ");
            }
            text.append(items[i]);
        }
        return text.append("]").toString();
    }
}
