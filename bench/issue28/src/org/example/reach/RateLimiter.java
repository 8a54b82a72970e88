package org.example.reach;

/**
 * Token-bucket rate limiter driven by caller-supplied timestamps in milliseconds. The bucket holds
 * at most {@code capacity} tokens and gains one every {@code refillMillis}. Three denials in a row
 * lock the client out for ten refill intervals.
 */
public final class RateLimiter {
    private final int capacity;
    private final long refillMillis;
    private int tokens;
    private long lastRefill;
    private boolean started;
    private int consecutiveDenials;
    private boolean lockedOut;
    private long lockedUntil;
    private int clockSkews;
    private int lockouts;

    public RateLimiter(int capacity, long refillMillis) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be > 0");
        }
        if (refillMillis <= 0) {
            throw new IllegalArgumentException("refill interval must be > 0");
        }
        this.capacity = capacity;
        this.refillMillis = refillMillis;
        this.tokens = capacity;
    }

    public boolean tryAcquire(long now) {
        if (!started) {
            started = true;
            lastRefill = now;
        }
        if (now < lastRefill) {
            // witness: r = new RateLimiter(2, 100); r.tryAcquire(1000); r.tryAcquire(999)
            clockSkews++; // TARGET reachable
            return false;
        }
        if (lockedOut) {
            if (now < lockedUntil) {
                return false;
            }
            lockedOut = false;
            consecutiveDenials = 0;
        }
        refill(now);
        if (tokens > capacity) {
            // unreachable given the invariant 0 <= tokens <= capacity: the constructor fills the
            // bucket exactly, refill tops it up to capacity at most, tryAcquire only takes a token when one is left
            throw new IllegalStateException("bucket overfilled"); // TARGET unreachable-invariant
        }
        if (tokens > 0) {
            tokens--;
            consecutiveDenials = 0;
            return true;
        }
        consecutiveDenials++;
        if (consecutiveDenials == 3) {
            lockedOut = true;
            lockedUntil = now + 10 * refillMillis;
            // witness: r = new RateLimiter(1, 1000); r.tryAcquire(0) four times (the 4th call is the 3rd denial)
            lockouts++; // TARGET reachable
        }
        return false;
    }

    public int clockSkews() {
        return clockSkews;
    }

    public int lockouts() {
        return lockouts;
    }

    private void refill(long now) {
        long elapsed = now - lastRefill;
        if (elapsed < 0) {
            // now >= lastRefill here, so only a wrapped subtraction is negative
            // witness: r = new RateLimiter(1, 1000); r.tryAcquire(-10); r.tryAcquire(Long.MAX_VALUE)
            lastRefill = now; // TARGET reachable
            return;
        }
        long newTokens = elapsed / refillMillis;
        if (newTokens > 0) {
            if (newTokens >= capacity - tokens) {
                tokens = capacity;
            } else {
                tokens += (int) newTokens;
            }
            lastRefill += newTokens * refillMillis;
        }
    }

    /** Replays a client's request times against a fresh limiter: "abusive", "throttled" or "ok". */
    public static String classifyClient(int capacity, long refillMillis, long[] timestamps) {
        RateLimiter limiter = new RateLimiter(capacity, refillMillis);
        int accepted = 0;
        int rejected = 0;
        for (long t : timestamps) {
            if (limiter.tryAcquire(t)) {
                accepted++;
            } else {
                rejected++;
            }
        }
        if (accepted + rejected != timestamps.length) {
            // unreachable for every input: each iteration counts exactly one request
            throw new AssertionError("a request was neither accepted nor rejected"); // TARGET unreachable
        }
        if (limiter.lockouts >= 2) {
            // witness: classifyClient(1, 1, new long[] {0, 0, 0, 0, 10, 10, 10, 10})
            return "abusive"; // TARGET reachable
        }
        return rejected > accepted ? "throttled" : "ok";
    }
}
