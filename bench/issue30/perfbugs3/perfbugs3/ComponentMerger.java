package perfbugs3;

/**
 * Merges an undirected edge list into connected components with a
 * disjoint-set forest. Values are read in pairs (u, v); each endpoint is
 * reduced modulo the node count n. Returns a summary of the final partition.
 */
public final class ComponentMerger {

    private ComponentMerger() {
    }

    public static long mergeEdges(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("null input");
        }
        int n = a.length;
        int m = Math.max(1, n);
        int[] parent = new int[m];
        for (int v = 0; v < m; v++) {
            parent[v] = v;
        }
        int components = m;
        long redundant = 0;
        for (int e = 0; e + 1 < n; e += 2) {
            int u = Math.floorMod(a[e], m);
            int v = Math.floorMod(a[e + 1], m);
            int ru = find(parent, u);
            int rv = find(parent, v);
            if (ru == rv) {
                redundant++;
            } else {
                // BUG: no union by rank/size and no path compression, so the
                // root of u is always hung below the root of v.
                parent[ru] = rv;
                components--;
            }
        }
        long roots = 0;
        for (int v = 0; v < m; v++) {
            if (parent[v] == v) {
                roots += v;
            }
        }
        return components * 1_000_003L + redundant * 7919L + roots;
    }

    private static int find(int[] parent, int v) {
        int steps = 0;
        while (parent[v] != v && steps < parent.length) {
            v = parent[v];
            steps++;
        }
        return v;
    }
}
