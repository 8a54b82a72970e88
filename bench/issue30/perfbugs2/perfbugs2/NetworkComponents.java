package perfbugs2;

/**
 * Treats element i as a link from host i to host floorMod(links[i], n) and
 * reports the connected components of the resulting network: the number of
 * components in the high 32 bits and the size of the largest one in the
 * low 32 bits.
 *
 * <p>Uses a disjoint-set forest; find() compresses the path it walks.
 */
public final class NetworkComponents {

    private NetworkComponents() {
    }

    public static long largestComponent(int[] links) {
        if (links == null) {
            throw new IllegalArgumentException("links must not be null");
        }
        int n = links.length;
        if (n == 0) {
            return 0L;
        }
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < n; i++) {
            int j = Math.floorMod(links[i], n);
            int ri = find(parent, i);
            int rj = find(parent, j);
            if (ri != rj) {
                parent[ri] = rj;
            }
        }
        int[] size = new int[n];
        int components = 0;
        int largest = 0;
        for (int i = 0; i < n; i++) {
            int r = find(parent, i);
            if (size[r] == 0) {
                components++;
            }
            size[r]++;
            largest = Math.max(largest, size[r]);
        }
        return ((long) components << 32) | largest;
    }

    /** Returns the root of x and points x directly at it for next time. */
    private static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) {
            root = parent[root];
        }
        parent[x] = root;
        return root;
    }
}
