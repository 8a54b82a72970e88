package seeded.buggy;

// Seeded bug: an assert three calls deep fails for one input.
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
        assert z != 80 : "reserved value";
        return z;
    }
}
