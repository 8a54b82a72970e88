/*
 * IntStack
 *
 * Lab 7: a stack of ints with a fixed capacity, stored in an array.
 *
 * Specification (intended behaviour):
 *
 * public IntStack(int capacity)
 *   Creates an empty stack that can hold at most capacity values.
 *   Throws IllegalArgumentException if capacity < 1.
 *   Examples: new IntStack(3) is an empty stack with room for 3 values;
 *             new IntStack(0) throws, new IntStack(-2) throws.
 *
 * public void push(int x)
 *   Puts x on top of the stack, so size() grows by 1.
 *   Throws IllegalStateException if the stack already holds capacity
 *   values; in that case the stack is left unchanged.
 *   Example: on new IntStack(1): push(7) works, a second push(8) throws
 *            and the stack still holds just 7.
 *
 * public int pop()
 *   Removes the top value (the most recently pushed value that has not
 *   been removed yet) and returns it, so size() shrinks by 1.
 *   Throws IllegalStateException if the stack is empty.
 *   Example: push(1); push(2); then pop() == 2, pop() == 1, and a third
 *            pop() throws.
 *
 * public int peek()
 *   Returns the top value without removing it; size() does not change.
 *   Throws IllegalStateException if the stack is empty.
 *   Examples: push(4); push(9); then peek() == 9 and peek() == 9 again;
 *             push(1); push(2); pop(); then peek() == 1;
 *             on a new stack peek() throws.
 *
 * public int size()
 *   Returns the number of values currently on the stack (0 for a new
 *   stack, never more than capacity).
 *   Example: new IntStack(5): size() == 0; after push(1); push(2):
 *            size() == 2; after one pop(): size() == 1.
 */
package beginner2;

public class IntStack {

    private int[] data;
    private int size;

    public IntStack(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        data = new int[capacity];
        size = 0;
    }

    public void push(int x) {
        if (size == data.length) {
            throw new IllegalStateException("stack is full");
        }
        data[size] = x;
        size++;
    }

    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("stack is empty");
        }
        size--;
        return data[size];
    }

    public int peek() {
        if (size == 0) {
            throw new IllegalStateException("stack is empty");
        }
        return data[size];
    }

    public int size() {
        return size;
    }
}
