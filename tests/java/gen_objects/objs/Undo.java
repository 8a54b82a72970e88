package objs;

import java.util.Deque;
import java.util.Queue;

// Deques and queues as inputs: each is an ArrayDeque the test fills by add.
public class Undo {
    public static String top(Deque<String> stack) {
        if (stack.isEmpty()) {
            return "empty";
        }
        String last = stack.peekLast();
        return last.isEmpty() ? "blank" : last;
    }

    public static int drain(Queue<Integer> queue) {
        int sum = 0;
        while (!queue.isEmpty()) {
            int next = queue.poll();
            if (next < 0) {
                return -1;
            }
            sum += next;
        }
        return sum;
    }
}
