package objects;

import java.util.NoSuchElementException;

/** A fixed-capacity LIFO stack backed by an array. Null elements are allowed. */
public class BoundedStack<T> {
    private final Object[] elements;
    private int size;

    public BoundedStack(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        elements = new Object[capacity];
    }

    public void push(T item) {
        if (size == elements.length) {
            throw new IllegalStateException("stack is full");
        }
        elements[size++] = item;
    }

    /** Pushes unless full; returns whether the item was pushed. */
    public boolean offer(T item) {
        if (isFull()) {
            return false;
        }
        push(item);
        return true;
    }

    @SuppressWarnings("unchecked")
    public T pop() {
        if (size == 0) {
            throw new NoSuchElementException("stack is empty");
        }
        T item = (T) elements[--size];
        elements[size] = null;
        return item;
    }

    @SuppressWarnings("unchecked")
    public T peek() {
        if (size == 0) {
            throw new NoSuchElementException("stack is empty");
        }
        return (T) elements[size - 1];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == elements.length;
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return elements.length;
    }

    /** Distance from the top (1 for the top element) of the topmost element equal to {@code o}, or -1. */
    public int search(Object o) {
        for (int i = size - 1; i >= 0; i--) {
            Object e = elements[i];
            if (o == null ? e == null : o.equals(e)) {
                return size - i;
            }
        }
        return -1;
    }

    /** Pops up to {@code n} elements; returns how many were popped. */
    public int popUpTo(int n) {
        int popped = 0;
        while (popped < n && size > 0) {
            pop();
            popped++;
        }
        return popped;
    }
}
