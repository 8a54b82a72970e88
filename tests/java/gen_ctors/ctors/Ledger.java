package ctors;

/** No public constructor and no factory: tests can only build one through reflection. */
public class Ledger {
    private int entries;
    private long total;

    private Ledger() {
    }

    public int average() {
        if (entries == 0) return 0;
        return (int) (total / entries);
    }

    public boolean isLarge() {
        return total > 1_000_000;
    }
}
