package seeded.fixed;

// The twin of seeded.buggy.OffByOne: the loop stops before n.
public class OffByOne {
    public static int sumFirst(int[] values, int n) {
        if (values == null || n < 0 || n > values.length) return 0;
        int sum = 0;
        for (int i = 0; i < n; i++) sum += values[i];
        return sum;
    }
}
