package perfbugs4;

/**
 * Plans preemptions for a single-core job queue.
 *
 * <p>Each element of the input is the priority of a job, in arrival order. When a
 * job arrives it jumps ahead of the contiguous run of most recently queued jobs
 * whose priority is strictly lower than its own (it "preempts" them). The planner
 * reports the total number of preemptions, mixed with the deepest single jump, as
 * a single cost figure for the dispatcher.
 */
public final class PreemptionPlanner {

    private PreemptionPlanner() {
    }

    /**
     * Returns {@code totalPreemptions * 1024 + deepestJump} for the given priorities.
     *
     * @param a job priorities in arrival order
     * @return preemption cost figure
     */
    public static long plan(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("priorities must not be null");
        }
        int n = a.length;
        long total = 0L;
        int deepest = 0;
        for (int i = 0; i < n; i++) {
            int p = a[i];
            // Walk back over the queued jobs that this one overtakes.
            int j = i - 1;
            while (j >= 0 && a[j] < p) {
                j--;
            }
            int jump = i - 1 - j;
            total += jump;
            if (jump > deepest) {
                deepest = jump;
            }
        }
        return total * 1024L + deepest;
    }
}
