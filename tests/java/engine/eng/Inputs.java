package eng;

// Methods whose inputs are objects and arrays: the engine makes them lazily.
public class Inputs {
    static class Node {
        int value;
        Node next;
    }

    private Node head;
    private int count;

    // null, empty, and which element matches: each its own path.
    public static int find(int[] a, int key) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == key) return i;
        }
        return -1;
    }

    // A symbolic index into a symbolic array: in bounds, out of bounds, negative.
    public static int at(long[] a, int i) {
        return a[i] > 0 ? 1 : 0;
    }

    // A write at a symbolic index, read back at a constant one.
    public static int writeThenRead(int[] a, int i) {
        a[i] = 42;
        return a[0] == 42 ? 1 : 0;
    }

    // The receiver's fields are inputs; head.next may be head itself.
    public int shape() {
        if (head == null) return 0;
        if (head.next == null) return 1;
        if (head.next == head) return 2;
        return head.next.value > head.value ? 3 : 4;
    }

    // Two parameters of one type may be the same object.
    public static boolean same(Node a, Node b) {
        return a == b;
    }

    // Arrays of references: each element is itself a lazy input.
    public static int firstValue(Node[] nodes) {
        if (nodes.length == 0) return -1;
        return nodes[0] == null ? -2 : nodes[0].value;
    }

    // An intrinsic (System.arraycopy) gets an input array: its length is pinned.
    public static int copyFirst(int[] a) {
        int[] b = new int[1];
        System.arraycopy(a, 0, b, 0, 1);
        return b[0];
    }

    public int bump(int by) {
        count += by;
        return count > 10 ? 1 : 0;
    }

    // An intrinsic gets an input Object[]: its elements are chosen in one
    // instruction, later ones among more aliases than earlier ones.
    public static int formatted(Object[] parts) {
        if (parts.length != 3) return -1;
        return String.format("%s|%s|%s", parts).length();
    }
}
