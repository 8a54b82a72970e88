package objs;

// Constants with bodies of their own and data of their own: each body is
// tested on its constant, each constant's discount gets a test, with a fee
// that tells `-` from `+`; and a threshold is tested at its edge.
public enum Tiers {
    BASIC(0) {
        @Override
        public boolean mayBorrow(int held) {
            return held < 2;
        }
    },
    GOLD(30) {
        @Override
        public boolean mayBorrow(int held) {
            return held < 5;
        }
    },
    STAFF(100) {
        @Override
        public boolean mayBorrow(int held) {
            return true;
        }
    };

    private final int discountPercent;

    Tiers(int discountPercent) {
        this.discountPercent = discountPercent;
    }

    public abstract boolean mayBorrow(int held);

    public long discounted(long fee) {
        if (fee < 0) {
            throw new IllegalArgumentException("negative fee: " + fee);
        }
        return fee - fee * discountPercent / 100;
    }

    public static boolean loyal(int visits) {
        return visits >= 50;
    }
}
