// Checks PriorityQueue poll order with natural ordering, a reverse comparator and
// a multi-key comparator; also peek/size and the internal heap order shown by toString.
import java.util.Comparator;
import java.util.PriorityQueue;

public class PriorityQueueOrder {
    static final class Task {
        final String name;
        final int priority;

        Task(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] values = {42, 7, 19, 3, 88, 7, 25, -5, 61, 0};
        for (int v : values) {
            pq.offer(v);
        }
        System.out.println(pq + " peek=" + pq.peek() + " size=" + pq.size());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println(sb.toString().trim() + " then " + pq.poll());
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Comparator.reverseOrder());
        for (int v : values) {
            maxHeap.add(v);
        }
        System.out.println(maxHeap);
        sb.setLength(0);
        for (int i = 0; i < 4; i++) {
            sb.append(maxHeap.poll()).append(' ');
        }
        System.out.println(sb.toString().trim() + " remaining=" + maxHeap.size());
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.<Task>comparingInt(t -> t.priority).thenComparing(t -> t.name));
        tasks.add(new Task("write", 2));
        tasks.add(new Task("test", 1));
        tasks.add(new Task("deploy", 3));
        tasks.add(new Task("review", 2));
        tasks.add(new Task("plan", 1));
        while (!tasks.isEmpty()) {
            Task t = tasks.poll();
            System.out.print(t.name + ":" + t.priority + " ");
        }
        System.out.println();
        PriorityQueue<String> strs = new PriorityQueue<>(Comparator.comparing(String::length).reversed());
        strs.add("aaa");
        strs.add("b");
        strs.add("cc");
        strs.remove("b");
        System.out.println(strs.poll() + " " + strs.poll() + " " + strs.poll());
    }
}
