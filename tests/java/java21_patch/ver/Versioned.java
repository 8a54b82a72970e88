package ver;

// A plain class compiled by javac 17 whose class file a test marks as a
// newer Java release (major version 65): what a user's Java 21 build gives.
public final class Versioned {
    public static int sign(int x) {
        if (x > 0) return 1;
        return x < 0 ? -1 : 0;
    }
}
