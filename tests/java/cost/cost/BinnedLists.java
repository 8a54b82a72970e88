package cost;

// Not one of the ten: the fixture of `worst` on a guided path that picks an
// array of links by a key's bits (Worst.AGuidedPathPinsAnArrayOfArrays).
// Files each key into one of four sorted linked lists, chosen by its low two
// bits, and counts the links walked.
//
// Worst case: keys of one list in ascending order, each walking the whole
// list: n(n-1)/2 links, Theta(n^2).
public final class BinnedLists {
    private BinnedLists() {
    }

    public static int walked(int[] keys) {
        int n = keys.length;
        int[][] next = new int[4][n + 1];  // per list, each node's successor; node 0 heads it, 0 ends it
        int[] key = new int[n + 1];
        int walked = 0;
        for (int i = 0; i < n; i++) {
            int k = keys[i];
            int[] links = next[k & 3];
            int x = 0;
            while (links[x] != 0 && key[links[x]] < k) {
                x = links[x];
                walked++;
            }
            key[i + 1] = k;
            links[i + 1] = links[x];
            links[x] = i + 1;
        }
        return walked;
    }
}
