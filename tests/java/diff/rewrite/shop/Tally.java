package shop;

import java.util.ArrayList;
import java.util.List;

public class Tally {
    private final List<Integer> amounts = new ArrayList<>();

    public void add(int amount) {
        if (amount < 1) throw new IllegalArgumentException("not positive");
        amounts.add(amount);
    }

    public int count() { return amounts.size(); }

    public long sum() {
        long total = 0;
        for (int amount : amounts) total += amount;
        return total;
    }
}
