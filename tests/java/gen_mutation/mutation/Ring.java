package mutation;

// A singly linked list of ints whose receiver a test may build field by
// field: a lazily made `next` can close the chain into a cycle, on which
// toString() appends for ever. `insert` never walks the chain, so its paths
// on such a receiver return; what the receiver shows after the call is read
// by queries the replay must give up on (GenMutation.AQueryThatNeverEndsIsLeftUnasked).
public final class Ring {
    private static final class Node {
        int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    private Node head;
    private int size;

    public void insert(int index, int value) {
        if (index < 0 || index > size) throw new IndexOutOfBoundsException("index " + index);
        Node node = new Node(value);
        if (index == 0) {
            node.next = head;
            head = node;
        } else {
            node.next = head.next;
            head.next = node;
        }
        size++;
    }

    public int size() {
        return size;
    }

    @Override
    public String toString() {
        String text = "[";
        for (Node node = head; node != null; node = node.next) text += (node == head ? "" : ", ") + node.value;
        return text + "]";
    }
}
