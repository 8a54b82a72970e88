package perfbugs;

/**
 * Replays a sequence of key lookups against a fixed-capacity LRU cache and
 * reports how well the cache performed.
 *
 * <p>The cache is a chained hash table (bucket heads plus per-entry "next"
 * links, all in plain arrays) combined with a doubly linked recency list.
 * Its capacity is half the length of the trace (at least four entries).</p>
 */
public final class BoundedLruCache {

    private final int[] keys;
    private final int[] chainNext;
    private final int[] older;
    private final int[] newer;
    private final int[] bucketHead;
    private final int mask;
    private final int capacity;
    private int size;
    private int newest = -1;
    private int oldest = -1;

    private BoundedLruCache(int capacity) {
        this.capacity = capacity;
        int buckets = 1;
        while (buckets < 2 * capacity) {
            buckets <<= 1;
        }
        this.mask = buckets - 1;
        this.keys = new int[capacity];
        this.chainNext = new int[capacity];
        this.older = new int[capacity];
        this.newer = new int[capacity];
        this.bucketHead = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            bucketHead[b] = -1;
        }
    }

    /**
     * Replays {@code trace} and returns {@code misses * 1_000_000L + evictions}.
     */
    public static long replay(int[] trace) {
        if (trace == null) {
            throw new IllegalArgumentException("trace must not be null");
        }
        BoundedLruCache cache = new BoundedLruCache(trace.length / 2 < 4 ? 4 : trace.length / 2);
        long misses = 0;
        long evictions = 0;
        for (int key : trace) {
            if (!cache.touch(key)) {
                misses++;
                if (cache.size == cache.capacity) {
                    cache.evictOldest();
                    evictions++;
                }
                cache.insert(key);
            }
        }
        return misses * 1_000_000L + evictions;
    }

    private int bucketOf(int key) {
        // Bucket count is a power of two, so masking selects the bucket.
        return key & mask;
    }

    /** Marks {@code key} as most recently used; returns false if absent. */
    private boolean touch(int key) {
        for (int e = bucketHead[bucketOf(key)]; e >= 0; e = chainNext[e]) {
            if (keys[e] == key) {
                unlinkRecency(e);
                linkNewest(e);
                return true;
            }
        }
        return false;
    }

    private void insert(int key) {
        int e = size++;
        keys[e] = key;
        int b = bucketOf(key);
        chainNext[e] = bucketHead[b];
        bucketHead[b] = e;
        linkNewest(e);
    }

    /** Removes the least recently used entry; its slot is reused. */
    private void evictOldest() {
        int victim = oldest;
        unlinkRecency(victim);
        int b = bucketOf(keys[victim]);
        if (bucketHead[b] == victim) {
            bucketHead[b] = chainNext[victim];
        } else {
            int e = bucketHead[b];
            while (chainNext[e] != victim) {
                e = chainNext[e];
            }
            chainNext[e] = chainNext[victim];
        }
        // Move the last slot into the freed one so slots stay dense.
        int last = --size;
        if (victim != last) {
            relocate(last, victim);
        }
    }

    private void relocate(int from, int to) {
        keys[to] = keys[from];
        chainNext[to] = chainNext[from];
        int b = bucketOf(keys[from]);
        if (bucketHead[b] == from) {
            bucketHead[b] = to;
        } else {
            int e = bucketHead[b];
            while (chainNext[e] != from) {
                e = chainNext[e];
            }
            chainNext[e] = to;
        }
        older[to] = older[from];
        newer[to] = newer[from];
        if (older[to] >= 0) {
            newer[older[to]] = to;
        } else {
            oldest = to;
        }
        if (newer[to] >= 0) {
            older[newer[to]] = to;
        } else {
            newest = to;
        }
    }

    private void unlinkRecency(int e) {
        if (older[e] >= 0) {
            newer[older[e]] = newer[e];
        } else {
            oldest = newer[e];
        }
        if (newer[e] >= 0) {
            older[newer[e]] = older[e];
        } else {
            newest = older[e];
        }
    }

    private void linkNewest(int e) {
        older[e] = newest;
        newer[e] = -1;
        if (newest >= 0) {
            newer[newest] = e;
        } else {
            oldest = e;
        }
        newest = e;
    }
}
