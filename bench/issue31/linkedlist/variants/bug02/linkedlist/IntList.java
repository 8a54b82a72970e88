package linkedlist;

import java.util.function.IntConsumer;

/*
 * IntList: a list of ints kept in a singly linked chain of nodes.
 * Positions are numbered from 0 (the front of the list).
 *
 *   IntList()          makes an empty list.
 *   add(index, value)  inserts value so that it ends up at position index; the values
 *                      that were at index and later move one place back. index 0 inserts
 *                      at the front, index == length() appends at the end.
 *                      Throws IndexOutOfBoundsException if index < 0 or index > length().
 *   get(index)         returns the value at position index.
 *                      Throws IndexOutOfBoundsException if index < 0 or index >= length().
 *   set(index, value)  replaces the value at position index by value and returns the
 *                      value that was there before. Same exception rule as get.
 *   remove(index)      removes the value at position index and returns it; the values
 *                      after it move one place forward. Same exception rule as get.
 *   length()           returns the number of values in the list.
 *   isEmpty()          returns true exactly when the list holds no values.
 *   forEach(action)    calls action.accept(v) once for every value v, front to back.
 *                      Throws NullPointerException if action is null.
 *   sort()             rearranges the values into ascending order (duplicates are kept).
 *   sum()              returns the sum of all values, 0 for the empty list
 *                      (ordinary int arithmetic, so overflow wraps around).
 *   toString()         returns the values as "[1, 2, 3]"; the empty list gives "[]".
 */
public final class IntList {

    private static class Node {
        int value;
        Node next;

        Node(int value) {
            this.value = value;
            this.next = null;
        }
    }

    private Node head;
    private int size;

    public IntList() {
        head = null;
        size = 0;
    }

    public void add(int index, int value) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException("index " + index + ", length " + size);
        }
        Node node = new Node(value);
        if (index == 0) {
            node.next = head;
            head = node;
        } else {
            Node before = head;
            for (int i = 1; i < index - 1; i++) {
                before = before.next;
            }
            node.next = before.next;
            before.next = node;
        }
        size = size + 1;
    }

    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", length " + size);
        }
        Node node = head;
        for (int i = 0; i < index; i++) {
            node = node.next;
        }
        return node.value;
    }

    public int set(int index, int value) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", length " + size);
        }
        Node node = head;
        for (int i = 0; i < index; i++) {
            node = node.next;
        }
        int old = node.value;
        node.value = value;
        return old;
    }

    public int remove(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", length " + size);
        }
        if (index == 0) {
            int old = head.value;
            head = head.next;
            size--;
            return old;
        }
        Node before = head;
        for (int i = 0; i < index - 1; i++) {
            before = before.next;
        }
        int old = before.next.value;
        before.next = before.next.next;
        size--;
        return old;
    }

    public int length() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void forEach(IntConsumer action) {
        if (action == null) {
            throw new NullPointerException("action is null");
        }
        Node node = head;
        while (node != null) {
            action.accept(node.value);
            node = node.next;
        }
    }

    public void sort() {
        for (Node i = head; i != null; i = i.next) {
            Node min = i;
            for (Node j = i.next; j != null; j = j.next) {
                if (j.value < min.value) {
                    min = j;
                }
            }
            int tmp = i.value;
            i.value = min.value;
            min.value = tmp;
        }
    }

    public int sum() {
        int total = 0;
        for (Node node = head; node != null; node = node.next) {
            total += node.value;
        }
        return total;
    }

    @Override
    public String toString() {
        String result = "[";
        for (Node node = head; node != null; node = node.next) {
            result += node.value;
            if (node.next != null) {
                result += ", ";
            }
        }
        return result + "]";
    }
}
