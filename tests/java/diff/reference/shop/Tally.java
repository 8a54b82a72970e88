package shop;

// A stateful class for `symcrete diff`: the candidate differs only in the
// state a call leaves behind, seen by a later call.
public class Tally {
    private int count;
    private long sum;

    public void add(int amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        count++;
        sum += amount;
    }

    public int count() { return count; }

    public long sum() { return sum; }
}
