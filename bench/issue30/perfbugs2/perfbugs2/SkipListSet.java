package perfbugs2;

/**
 * Inserts every element into a deterministic skip-list set and returns a
 * digest of the result: distinct count in the high 32 bits, a hash of the
 * keys in ascending order in the low 32 bits.
 *
 * <p>Node heights are derived from the key instead of a random generator so
 * that the structure (and therefore iteration cost) is reproducible: the
 * low bits of the key serve as the coin flips, each pair of trailing zero
 * bits promoting the node one level (promotion probability 1/4, as in
 * Redis' zset skip list).
 */
public final class SkipListSet {

    private static final int MAX_LEVEL = 16;

    private SkipListSet() {
    }

    public static long distinctChecksum(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("keys must not be null");
        }
        int n = a.length;
        // node 0 is the head sentinel; a link value of 0 means "no successor"
        int[][] next = new int[MAX_LEVEL][n + 1];
        int[] key = new int[n + 1];
        int[] update = new int[MAX_LEVEL];
        int size = 0;
        int top = 0;
        for (int i = 0; i < n; i++) {
            int k = a[i];
            int x = 0;
            for (int lvl = top; lvl >= 0; lvl--) {
                int nx = next[lvl][x];
                while (nx != 0 && key[nx] < k) {
                    x = nx;
                    nx = next[lvl][x];
                }
                update[lvl] = x;
            }
            int cand = next[0][x];
            if (cand != 0 && key[cand] == k) {
                continue;
            }
            int level = levelFor(k);
            if (level > top) {
                for (int lvl = top + 1; lvl <= level; lvl++) {
                    update[lvl] = 0;
                }
                top = level;
            }
            int node = ++size;
            key[node] = k;
            for (int lvl = 0; lvl <= level; lvl++) {
                next[lvl][node] = next[lvl][update[lvl]];
                next[lvl][update[lvl]] = node;
            }
        }
        int h = 0;
        for (int x = next[0][0]; x != 0; x = next[0][x]) {
            h = 31 * h + key[x];
        }
        return ((long) size << 32) | (h & 0xFFFFFFFFL);
    }

    /** Height of a node: one level per two trailing zero bits, capped. */
    private static int levelFor(int key) {
        return Math.min(Integer.numberOfTrailingZeros(key) >>> 1, MAX_LEVEL - 1);
    }
}
