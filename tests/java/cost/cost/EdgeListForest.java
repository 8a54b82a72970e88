package cost;

// Not one of the ten: the fixture of `worst` on a union-find whose two ends
// of an edge both come from the input (Worst.FreshIndexPinsHangAChain).
// Reads the keys in pairs (x, y), each end reduced mod n, and hangs the root
// of x under the root of y, with neither union by rank nor path compression.
//
// The slow inputs are stars: (0, 1), (0, 2), (0, 3), ... Each edge hangs the
// chain from 0 under a node no edge touched before, so the chain from 0 grows
// by one per edge and each edge's walk from 0 is one step longer, Theta(n^2).
// A solver's model, left alone, gives both ends the same node (all zeros),
// and then every edge is a loop: Theta(n).
public final class EdgeListForest {
    private EdgeListForest() {
    }

    public static int components(int[] keys) {
        int n = keys.length;
        int[] up = new int[n];
        for (int v = 0; v < n; v++) up[v] = v;
        int components = n;
        for (int e = 0; e + 1 < n; e += 2) {
            int x = root(up, Math.floorMod(keys[e], n));
            int y = root(up, Math.floorMod(keys[e + 1], n));
            if (x != y) {
                up[x] = y;
                components--;
            }
        }
        return components;
    }

    private static int root(int[] up, int v) {
        while (up[v] != v) v = up[v];
        return v;
    }
}
