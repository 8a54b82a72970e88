// Checks ArrayDeque as a stack (push/pop/peek) and a FIFO queue (offer/poll),
// growth past its initial capacity with wrap-around, iteration order and null rejection.
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

public class ArrayDequeStackQueue {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) {
            stack.push(i);
        }
        System.out.println(stack + " peek=" + stack.peek());
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) {
            sb.append(stack.pop()).append(' ');
        }
        System.out.println("popped: " + sb.toString().trim());
        ArrayDeque<String> queue = new ArrayDeque<>(2);
        for (int i = 0; i < 10; i++) {
            queue.offer("q" + i);
            if (i % 3 == 2) {
                System.out.print(queue.poll() + " ");
            }
        }
        System.out.println();
        for (int i = 10; i < 30; i++) {
            queue.offerFirst("f" + i);
            queue.offerLast("l" + i);
        }
        System.out.println(queue.size() + " first=" + queue.peekFirst() + " last=" + queue.peekLast());
        Iterator<String> it = queue.iterator();
        for (int i = 0; i < 5; i++) {
            System.out.print(it.next() + " ");
        }
        System.out.println();
        System.out.println(queue.pollLast() + " " + queue.removeFirst() + " " + queue.contains("q5") + " " + queue.contains("q0"));
        ArrayDeque<Integer> empty = new ArrayDeque<>();
        System.out.println(empty.poll() + " " + empty.peek());
        try {
            empty.pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        try {
            empty.push(null);
        } catch (NullPointerException e) {
            System.out.println("NPE on null element");
        }
        ArrayDeque<Integer> small = new ArrayDeque<>();
        small.add(1);
        small.add(2);
        small.add(3);
        System.out.println(small + " " + small.removeLastOccurrence(2) + " " + small);
    }
}
