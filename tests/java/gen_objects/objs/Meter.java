package objs;

// A class whose tests, when its jar seals the package, live in a package of
// their own: they reach its public methods only, and restore its
// package-private static state by reflection.
public class Meter {
    static int readings;

    private int total;

    public void add(int amount) {
        if (amount < 0) throw new IllegalArgumentException("negative amount");
        total += amount;
        readings++;
    }

    public String level() {
        return total > 100 ? "high" : "low";
    }

    public int total() {
        return total;
    }

    int twice() {
        return total * 2;
    }
}
