package cost;

// Union-find over nodes 0..n-1 with neither path compression nor union by
// rank. For i = 0..n-2: union(x, i+1) with x = floorMod(pairs[i], i+1) (so x
// is one of the nodes 0..i already seen; pairs[n-1] is unused), where union
// links the root of x under the root of i+1 (which is i+1 itself, untouched
// so far). Then find(v) for every node v. Returns the total number of parent
// links followed by all the finds.
//
// Worst case: all zeros (any input with pairs[i] = 0 mod (i+1)). Each union
// hangs the chain 0 -> 1 -> ... -> i under i+1, and its find(0) walks the whole
// chain (i links, the deepest node there is); at the end the chain holds all n
// nodes and the finds walk 0 + 1 + ... + (n-1) links. Total
// (n-1)(n-2)/2 + n(n-1)/2 = (n-1)^2 links, Theta(n^2), the maximum of both
// phases at once.
public final class UnionFindNoCompression {
    private UnionFindNoCompression() {
    }

    public static long ops(int[] pairs) {
        int n = pairs.length;
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) parent[v] = v;
        long links = 0;
        for (int i = 0; i + 1 < n; i++) {
            int seen = i + 1;
            int x = ((pairs[i] % seen) + seen) % seen;
            int rx = x;
            while (parent[rx] != rx) {
                rx = parent[rx];
                links++;
            }
            int ry = i + 1;
            while (parent[ry] != ry) {
                ry = parent[ry];
                links++;
            }
            if (rx != ry) parent[rx] = ry;
        }
        for (int v = 0; v < n; v++) {
            int r = v;
            while (parent[r] != r) {
                r = parent[r];
                links++;
            }
        }
        return links;
    }
}
