package cost;

// A hash set of int keys with separate chaining, all in arrays: a fixed table
// of 16 buckets, bucket = floorMod(key, 16) (written without a JDK call), each
// chain a linked list through next[] (entry index 0 means none), new entries
// pushed at the head. A key already in its chain is skipped. Returns the
// number of distinct keys.
//
// Worst case: n distinct keys in one bucket, e.g. 0, 16, 32, ..., 16(n-1).
// Each insertion scans the whole chain before adding: n(n-1)/2 key
// comparisons, Theta(n^2). A duplicate ends its scan early and adds nothing.
public final class CollidingHashMap {
    private static final int BUCKETS = 16;

    private CollidingHashMap() {
    }

    public static int count(int[] keys) {
        int n = keys.length;
        int[] head = new int[BUCKETS];
        int[] next = new int[n + 1];
        int[] stored = new int[n + 1];
        int size = 0;
        for (int i = 0; i < n; i++) {
            int k = keys[i];
            int b = ((k % BUCKETS) + BUCKETS) % BUCKETS;
            boolean found = false;
            for (int e = head[b]; e != 0; e = next[e]) {
                if (stored[e] == k) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                size++;
                stored[size] = k;
                next[size] = head[b];
                head[b] = size;
            }
        }
        return size;
    }
}
