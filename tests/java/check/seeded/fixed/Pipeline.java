package seeded.fixed;

// The twin of seeded.buggy.Pipeline: the assert states what always holds.
public class Pipeline {
    public static int process(int x) {
        return stepOne(x) + 1;
    }

    static int stepOne(int x) {
        return stepTwo(x * 2);
    }

    static int stepTwo(int y) {
        return stepThree(y - 4);
    }

    static int stepThree(int z) {
        assert (z & 1) == 0 : "twice a number minus four is even";
        return z;
    }
}
