package objs;

// Constants with bodies of their own and data of their own: each body is
// tested on its constant, each constant's discount gets a test, with a fee
// that tells `-` from `+`; and a threshold is tested at its edge. STAFF's
// body overrides a method the others share: it is tested on STAFF too.
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

        @Override
        public int lateFee(int daysLate) {
            return daysLate > 30 ? 7 : 0;
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

    public int lateFee(int daysLate) {
        return daysLate > 3 ? 2 * (daysLate - 3) : 0;
    }

    public static boolean loyal(int visits) {
        return visits >= 50;
    }
}
