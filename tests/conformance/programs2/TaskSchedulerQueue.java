// A discrete-event task scheduler: PriorityQueue ordered by (time, priority, id) with a
// Comparable Task, retries with back-off, dependent tasks, and a final timeline.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

public class TaskSchedulerQueue {
    enum Priority { HIGH, NORMAL, LOW }

    static final class Task implements Comparable<Task> {
        private static int seq = 0;
        final int id = ++seq;
        final String name;
        final Priority priority;
        int runAt;
        int attempts;
        final int failUntilAttempt;
        final List<String> thenRun = new ArrayList<>();

        Task(String name, Priority priority, int runAt, int failUntilAttempt) {
            this.name = name; this.priority = priority; this.runAt = runAt; this.failUntilAttempt = failUntilAttempt;
        }
        @Override public int compareTo(Task o) {
            if (runAt != o.runAt) return Integer.compare(runAt, o.runAt);
            int c = priority.compareTo(o.priority);
            return c != 0 ? c : Integer.compare(id, o.id);
        }
        @Override public String toString() { return name + "#" + id + "@" + runAt + "/" + priority; }
    }

    public static void main(String[] args) {
        PriorityQueue<Task> queue = new PriorityQueue<>();
        Map<String, Task> byName = new HashMap<>();
        Task[] initial = {
            new Task("backup", Priority.LOW, 5, 0),
            new Task("email", Priority.NORMAL, 1, 2),
            new Task("index", Priority.HIGH, 5, 0),
            new Task("report", Priority.NORMAL, 3, 0),
            new Task("cleanup", Priority.LOW, 1, 0),
            new Task("alert", Priority.HIGH, 1, 1),
        };
        for (Task t : initial) { queue.add(t); byName.put(t.name, t); }
        byName.get("report").thenRun.add("publish");
        byName.get("index").thenRun.add("optimize");
        byName.get("index").thenRun.add("verify");
        System.out.println("peek=" + queue.peek() + " size=" + queue.size());

        List<String> timeline = new ArrayList<>();
        int now = 0;
        while (!queue.isEmpty()) {
            Task t = queue.poll();
            now = Math.max(now, t.runAt);
            t.attempts++;
            if (t.attempts <= t.failUntilAttempt) {
                int backoff = 1 << t.attempts;
                t.runAt = now + backoff;
                System.out.printf("t=%2d %-10s FAILED attempt %d, retry at %d%n", now, t.name, t.attempts, t.runAt);
                queue.add(t);
                continue;
            }
            System.out.printf("t=%2d %-10s ok (attempts=%d)%n", now, t.name, t.attempts);
            timeline.add(now + ":" + t.name);
            for (String next : t.thenRun) {
                Task n = new Task(next, Priority.HIGH, now + 2, 0);
                System.out.println("      schedule " + n);
                queue.add(n);
            }
            now++;
        }
        System.out.println("timeline " + timeline);

        PriorityQueue<String> maxHeap = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        maxHeap.addAll(List.of("kiwi", "fig", "banana", "apple", "date", "plum", "cherry"));
        StringBuilder sb = new StringBuilder();
        while (!maxHeap.isEmpty()) sb.append(maxHeap.poll()).append(' ');
        System.out.println("by length then reverse: " + sb.toString().trim());

        PriorityQueue<int[]> kSmallest = new PriorityQueue<>((a, b) -> Integer.compare(b[0], a[0]));
        int[] data = {42, 7, 19, 3, 88, 23, 5, 61, 14, 9};
        for (int d : data) {
            kSmallest.offer(new int[]{d});
            if (kSmallest.size() > 4) kSmallest.poll();
        }
        List<Integer> ks = new ArrayList<>();
        while (!kSmallest.isEmpty()) ks.add(0, kSmallest.poll()[0]);
        System.out.println("4 smallest " + ks);
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(5, 1, 4, 2, 3));
        System.out.println("heap array order " + pq + " contains 4: " + pq.contains(4) + " remove 4: " + pq.remove((Object) 4) + " -> " + pq);
    }
}
