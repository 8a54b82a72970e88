package perfbugs3;

/**
 * A small memo cache keyed by int ids, backed by an open-addressing table
 * with linear probing. Each input value is looked up; a miss inserts it with
 * the request index as its stored value, a hit refreshes the hit counter.
 */
public final class LookupCache {

    private LookupCache() {
    }

    public static long lookupAll(int[] a) {
        if (a == null) {
            throw new IllegalArgumentException("null input");
        }
        int n = a.length;
        int cap = 16;
        while (cap < 2L * n && cap < (1 << 30)) {
            cap <<= 1;
        }
        int mask = cap - 1;
        int[] keys = new int[cap];
        int[] vals = new int[cap];
        boolean[] used = new boolean[cap];
        long hits = 0;
        long misses = 0;
        long checksum = 0;
        for (int i = 0; i < n; i++) {
            int key = a[i];
            int slot = findSlot(keys, used, mask, key);
            if (slot < 0) {
                continue; // table full (only for absurdly large inputs)
            }
            if (used[slot]) {
                hits++;
                checksum += vals[slot];
                vals[slot] = i;
            } else {
                used[slot] = true;
                keys[slot] = key;
                vals[slot] = i;
                misses++;
            }
        }
        return hits * 1_000_003L + misses * 31L + checksum;
    }

    /** Returns the slot holding key, or the first free slot on its probe path, or -1. */
    private static int findSlot(int[] keys, boolean[] used, int mask, int key) {
        // BUG: the bucket is the raw low bits of the key, with no bit mixing.
        int slot = key & mask;
        for (int probes = 0; probes <= mask; probes++) {
            if (!used[slot] || keys[slot] == key) {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }
}
