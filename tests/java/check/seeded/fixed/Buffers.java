package seeded.fixed;

// The twin of seeded.buggy.Buffers: never negative.
public class Buffers {
    public static int[] allocate(int size) {
        if (size < 1) return new int[0];
        return new int[size - 1];
    }
}
