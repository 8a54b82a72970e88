package cost;

// Inserts the keys one by one into an unbalanced binary search tree held in
// arrays (node 1 is the root, child index 0 means none); a key already in the
// tree is skipped. Returns the tree's height in nodes (0 for no keys).
//
// Worst case: strictly ascending keys. The tree is a chain of right children,
// the i-th insertion walks i nodes: n(n-1)/2 steps, Theta(n^2). A step to the
// right costs one comparison more than a step to the left, so ascending costs
// more than descending (or any other order giving a chain).
public final class BstInsert {
    private BstInsert() {
    }

    public static int build(int[] keys) {
        int n = keys.length;
        int[] key = new int[n + 1];
        int[] left = new int[n + 1];
        int[] right = new int[n + 1];
        int size = 0;
        int height = 0;
        for (int idx = 0; idx < n; idx++) {
            int k = keys[idx];
            if (size == 0) {
                size = 1;
                key[1] = k;
                height = 1;
                continue;
            }
            int cur = 1;
            int depth = 1;
            int added = 0;
            while (true) {
                int ck = key[cur];
                if (k < ck) {
                    int next = left[cur];
                    if (next == 0) {
                        size++;
                        left[cur] = size;
                        added = size;
                        break;
                    }
                    cur = next;
                } else if (k > ck) {
                    int next = right[cur];
                    if (next == 0) {
                        size++;
                        right[cur] = size;
                        added = size;
                        break;
                    }
                    cur = next;
                } else {
                    break;  // duplicate
                }
                depth++;
            }
            if (added != 0) {
                key[added] = k;
                if (depth + 1 > height) height = depth + 1;
            }
        }
        return height;
    }
}
