package many.sub;

public class Counter {
    private int total;

    public void add(int k) {
        if (k < 0) throw new IllegalArgumentException("negative");
        total += k;
    }

    public int total() {
        return total;
    }
}
