package seeded.buggy;

// Seeded bug: a buffer one shorter than asked, negative for 0.
public class Buffers {
    public static int[] allocate(int size) {
        if (size < 0) return new int[0];
        return new int[size - 1];
    }
}
