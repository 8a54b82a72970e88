// `symcrete reach` from the command line (tests/unit/app/reach_test.cpp): a
// marker call behind a receiver's state and an argument, a target in a class
// with no public method (Audit, reached through Ledger), a line with no code
// (the blank line in charge), and an assert whose failure is the target.
public class Ledger {
    private final int limit;

    public Ledger(int limit) {
        this.limit = limit;
    }

    public int charge(int amount) {

        if (amount > limit * 3 && limit > 100) {
            Marks.here();
            return Audit.flag(amount);
        }
        return amount;
    }

    public static int checked(int value) {
        assert value != 4242 : "the one value checked refuses";
        return value;
    }
}

class Audit {
    static int flag(int amount) {
        if (amount % 7 == 3) {
            return 1;
        }
        return 0;
    }
}
