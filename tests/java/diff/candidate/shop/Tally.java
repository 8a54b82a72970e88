package shop;

public class Tally {
    private int count;
    private long sum;

    public void add(int amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        if (amount > 1) count++;
        sum += amount;
    }

    public int count() { return count; }

    public long sum() { return sum; }
}
