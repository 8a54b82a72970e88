package objects;

/** A singly linked list of ints with index-checked access. */
public class SinglyLinkedList {
    private static final class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node head;
    private int size;

    public int size() {
        return size;
    }

    public void addFirst(int value) {
        head = new Node(value, head);
        size++;
    }

    public void add(int value) {
        Node node = new Node(value, null);
        if (head == null) {
            head = node;
        } else {
            Node cur = head;
            while (cur.next != null) {
                cur = cur.next;
            }
            cur.next = node;
        }
        size++;
    }

    public int get(int index) {
        checkIndex(index);
        Node cur = head;
        for (int i = 0; i < index; i++) {
            cur = cur.next;
        }
        return cur.value;
    }

    public boolean contains(int value) {
        return indexOf(value) >= 0;
    }

    public int indexOf(int value) {
        int i = 0;
        for (Node cur = head; cur != null; cur = cur.next) {
            if (cur.value == value) {
                return i;
            }
            i++;
        }
        return -1;
    }

    /** Removes the first occurrence of {@code value}; returns whether there was one. */
    public boolean remove(int value) {
        int index = indexOf(value);
        if (index < 0) {
            return false;
        }
        removeAt(index);
        return true;
    }

    public int removeAt(int index) {
        checkIndex(index);
        if (index == 0) {
            int value = head.value;
            head = head.next;
            size--;
            return value;
        }
        Node prev = head;
        for (int i = 1; i < index; i++) {
            prev = prev.next;
        }
        int value = prev.next.value;
        prev.next = prev.next.next;
        size--;
        return value;
    }

    public void reverse() {
        Node prev = null;
        Node cur = head;
        while (cur != null) {
            Node next = cur.next;
            cur.next = prev;
            prev = cur;
            cur = next;
        }
        head = prev;
    }

    public int[] toArray() {
        int[] out = new int[size];
        int i = 0;
        for (Node cur = head; cur != null; cur = cur.next) {
            out[i++] = cur.value;
        }
        return out;
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " out of bounds for size " + size);
        }
    }
}
