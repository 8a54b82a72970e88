package org.example.reach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Priority scheduler with aging: {@link #runNext()} runs the waiting task of highest effective
 * priority (priority plus one per three rounds waited; the earliest submitted wins ties).
 */
public final class TaskScheduler {
    private static final int AGING_ROUNDS = 3;

    private static final class Task {
        private final String name;
        private final int priority;
        private int waited;

        private Task(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }

        private int effectivePriority() {
            return priority + waited / AGING_ROUNDS;
        }
    }

    private final List<Task> queue = new ArrayList<>();
    private final List<String> log = new ArrayList<>();
    private int completed;

    /** Queues a task; priority 1 (lowest) to 10 (highest). */
    public void submit(String name, int priority) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name is blank");
        }
        if (priority < 1 || priority > 10) {
            throw new IllegalArgumentException("priority must be 1..10");
        }
        String band = priority >= 8 ? "high" : priority >= 4 ? "normal" : "low";
        switch (band) {
            case "high" -> log.add("high priority: " + name);
            case "normal", "low" -> log.add("queued: " + name);
            default -> {
                // unreachable for every input: band is one of the three strings above
                throw new IllegalStateException("unknown band " + band); // TARGET unreachable
            }
        }
        queue.add(new Task(name, priority));
    }

    /** Queues tasks written as "name=priority,name=priority"; returns how many were queued. */
    public int submitAll(String spec) {
        String[] entries = spec.split(",");
        Set<String> seen = new HashSet<>();
        int added = 0;
        for (String entry : entries) {
            String[] parts = entry.trim().split("=");
            if (parts.length != 2) {
                throw new IllegalArgumentException("bad entry: " + entry);
            }
            String name = parts[0].trim();
            if (!seen.add(name)) {
                // witness: new TaskScheduler().submitAll("a=1,a=2")
                throw new IllegalArgumentException("duplicate task " + name); // TARGET reachable
            }
            submit(name, Integer.parseInt(parts[1].trim()));
            added++;
        }
        return added;
    }

    /** Runs (removes) the next task and returns its name; null when nothing is waiting. */
    public String runNext() {
        if (queue.isEmpty()) {
            return null;
        }
        Task best = queue.get(0);
        for (Task t : queue) {
            if (t.effectivePriority() > best.effectivePriority()) {
                best = t;
            }
        }
        queue.remove(best);
        for (Task t : queue) {
            t.waited++;
            if (t.waited == AGING_ROUNDS) {
                // witness: s = new TaskScheduler(); s.submit("a", 1); s.submit("b", 1); s.submit("c", 1); s.submit("d", 1); s.runNext() three times ("d" ages)
                log.add("aged: " + t.name); // TARGET reachable
            }
        }
        completed++;
        return best.name;
    }

    public int completed() {
        return completed;
    }

    public List<String> log() {
        return Collections.unmodifiableList(log);
    }
}
