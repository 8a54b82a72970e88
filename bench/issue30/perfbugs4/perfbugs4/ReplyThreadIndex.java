package perfbugs4;

/**
 * Builds a display index for a discussion thread.
 *
 * <p>Post 0 is the opening post. Every later post {@code i} is a reply to an
 * earlier post, encoded as {@code a[i]} reduced modulo {@code i} (so the parent
 * id always lies in {@code [0, i)}); {@code a[0]} is ignored. For each post the
 * index computes its nesting depth; it reports how many posts end up collapsed
 * (nested deeper than COLLAPSE_DEPTH), how many posts received no reply,
 * the deepest nesting, and the summed depth used to size the indentation buffer.
 */
public final class ReplyThreadIndex {

    private static final int COLLAPSE_DEPTH = 8;

    private ReplyThreadIndex() {
    }

    /**
     * Returns {@code totalDepth * 2^24 + (collapsed * 2^12 XOR leaves * 64) + (maxDepth & 63)}.
     *
     * @param a reply targets
     * @return thread layout summary
     */
    public static long layout(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("thread must not be null");
        }
        int n = a.length;
        if (n == 0) {
            return 0L;
        }
        int[] parent = new int[n];
        int[] replies = new int[n];
        parent[0] = 0;
        for (int i = 1; i < n; i++) {
            int p = Math.floorMod(a[i], i);
            parent[i] = p;
            replies[p]++;
        }
        long totalDepth = 0L;
        long collapsed = 0L;
        long leaves = 0L;
        int maxDepth = 0;
        for (int i = 0; i < n; i++) {
            // Nesting depth: climb to the opening post.
            int depth = 0;
            int x = i;
            while (x != 0 && depth < n) {
                x = parent[x];
                depth++;
            }
            totalDepth += depth;
            if (depth > COLLAPSE_DEPTH) {
                collapsed++;
            }
            if (replies[i] == 0) {
                leaves++;
            }
            if (depth > maxDepth) {
                maxDepth = depth;
            }
        }
        return (totalDepth << 24) + ((collapsed << 12) ^ (leaves << 6)) + (maxDepth & 63);
    }
}
