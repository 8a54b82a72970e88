package objects;

import java.util.NoSuchElementException;

/** A FIFO queue of ints in a fixed-size circular array. */
public class IntRingBuffer {
    private final int[] data;
    private int head;
    private int size;
    private int dropped;

    public IntRingBuffer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        data = new int[capacity];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == data.length;
    }

    /** Adds at the tail; returns false and leaves the queue unchanged when it is full. */
    public boolean offer(int value) {
        if (isFull()) {
            return false;
        }
        data[(head + size) % data.length] = value;
        size++;
        return true;
    }

    /** Adds at the tail, dropping the oldest element when full. Returns whether one was dropped. */
    public boolean offerOverwriting(int value) {
        if (!isFull()) {
            offer(value);
            return false;
        }
        data[head] = value;
        head = (head + 1) % data.length;
        dropped++;
        return true;
    }

    public int poll() {
        if (size == 0) {
            throw new NoSuchElementException("queue is empty");
        }
        int value = data[head];
        head = (head + 1) % data.length;
        size--;
        return value;
    }

    public int peek() {
        if (size == 0) {
            throw new NoSuchElementException("queue is empty");
        }
        return data[head];
    }

    /** The element {@code index} places behind the head. */
    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + size);
        }
        return data[(head + index) % data.length];
    }

    public int droppedCount() {
        return dropped;
    }

    /** Sum of the elements, head to tail. */
    public long sum() {
        long total = 0;
        for (int i = 0; i < size; i++) {
            total += data[(head + i) % data.length];
        }
        return total;
    }

    public int[] toArray() {
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            out[i] = data[(head + i) % data.length];
        }
        return out;
    }
}
