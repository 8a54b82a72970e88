package examples;

/** Switches on ints: a dense tableswitch on code / 100, sparse lookupswitches on status codes, a short backoff loop. */
public class HttpStatus {
    public static final int INVALID = 0;
    public static final int INFORMATIONAL = 1;
    public static final int SUCCESS = 2;
    public static final int REDIRECTION = 3;
    public static final int CLIENT_ERROR = 4;
    public static final int SERVER_ERROR = 5;

    public static int category(int code) {
        if (code < 100 || code > 599) {
            return INVALID;
        }
        switch (code / 100) {
            case 1: return INFORMATIONAL;
            case 2: return SUCCESS;
            case 3: return REDIRECTION;
            case 4: return CLIENT_ERROR;
            default: return SERVER_ERROR;  // 5, the only value left
        }
    }

    public static boolean isRetryable(int code) {
        switch (code) {
            case 408: case 425: case 429: case 500: case 502: case 503: case 504:
                return true;
            default:
                return false;
        }
    }

    /** Seconds before retry number attempt (1..5), doubling each time up to 5 minutes; -1 means do not retry. */
    public static int retryDelaySeconds(int code, int attempt) {
        if (attempt < 1 || attempt > 5) {
            throw new IllegalArgumentException("attempt must be in 1..5");
        }
        int delay;
        switch (code) {
            case 429: delay = 30; break;   // Too Many Requests
            case 503: delay = 10; break;   // Service Unavailable
            case 408: case 502: case 504: delay = 2; break;
            default: return -1;
        }
        for (int i = 1; i < attempt; i++) {
            delay *= 2;
        }
        return Math.min(delay, 300);
    }

    private HttpStatus() {
        // static methods only
    }
}
