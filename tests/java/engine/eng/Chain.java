package eng;

// Linked links for PET's view of a test case (gen --symbolic): heaps before
// and after a call, drawn from what the path read and wrote.
public class Chain {
    static class Link {
        int value;
        Link next;
    }

    Link head;
    int size;

    // Reads two links of the input: the output is an expression of the second's value.
    public static int second(Link first) {
        return first.next.value + 1;
    }

    // Writes the heap: a new link in front, holding v, whose next is the old head.
    public void push(int v) {
        Link link = new Link();
        link.value = v;
        link.next = head;
        head = link;
        size++;
    }

    // A cycle in the output heap: the link points to itself.
    public static Link loop(Link link) {
        link.next = link;
        return link;
    }

    // 1 only when the two inputs are one object: an alias.
    public static int same(Link a, Link b) {
        return a != null && a == b ? 1 : 0;
    }

    // The length of a cycle back to l within two links, 0 for none.
    public static int cycleLength(Link l) {
        if (l.next == l) return 1;
        if (l.next != null && l.next.next == l) return 2;
        return 0;
    }

    // A loop over the links: n iterations visit its body n times.
    public static int length(Link l) {
        int n = 0;
        while (l != null) {
            n++;
            l = l.next;
        }
        return n;
    }

    // Nested loops: the inner one runs again, cols times, on each of rows
    // iterations of the outer one.
    public static int grid(int rows, int cols) {
        int cells = 0;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) cells++;
        }
        return cells;
    }
}
