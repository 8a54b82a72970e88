package cost;

// Dijkstra's algorithm with an unsorted array as the priority queue.
//
// Graph (fixed shape, n = weights.length nodes): the complete DAG on nodes
// 0..n-1, an edge u -> v for every u < v, of weight
//     c[u] + (v - u)^2,   c[u] = floorMod(weights[u], 1024)
// (c[n-1] is unused). Weights are computed on the fly from c[]. Source 0;
// returns the distance to node n-1 (0 for n <= 1). Every node is reachable.
//
// The queue is dist[] over the nodes not yet done: extract-min scans all n
// slots (from n-1 down to 0) each round, relaxation tries every v > u not yet
// done. So every input costs Theta(n^2): n rounds of n-slot scans and
// n(n-1)/2 relaxation tests. What varies is how many of them succeed.
//
// Worst case: all zeros (ties: any input with every c[u] in {0, 1}). Then
// node u is settled in round u with dist[u] = dist[u-1] + c[u-1] + 1, and the
// path through u beats the one through u-1 for every v = u + d (d >= 1):
// c[u] + 1 + d^2 < (d+1)^2 <=> c[u] < 2d. So all n(n-1)/2 relaxations lower a
// distance, and in each round the pending distances grow with the index, so
// the downward scan finds a new minimum at every pending slot: both
// data-dependent counts reach their maximum. Growth Theta(n^2) (as for every
// input; the worst case maximises the constant).
public final class DijkstraListQueue {
    private static final int INF = Integer.MAX_VALUE;
    private static final int RANGE = 1024;

    private DijkstraListQueue() {
    }

    public static int distance(int[] weights) {
        int n = weights.length;
        if (n == 0) return 0;
        int[] c = new int[n];
        for (int u = 0; u < n; u++) c[u] = ((weights[u] % RANGE) + RANGE) % RANGE;
        int[] dist = new int[n];
        boolean[] done = new boolean[n];
        for (int v = 1; v < n; v++) dist[v] = INF;
        for (int round = 0; round < n; round++) {
            int u = -1;
            int best = INF;
            for (int v = n - 1; v >= 0; v--) {
                if (!done[v] && dist[v] < best) {
                    best = dist[v];
                    u = v;
                }
            }
            if (u < 0) break;
            done[u] = true;
            for (int v = u + 1; v < n; v++) {
                if (!done[v]) {
                    int d = v - u;
                    int candidate = best + c[u] + d * d;
                    if (candidate < dist[v]) dist[v] = candidate;
                }
            }
        }
        return dist[n - 1];
    }
}
