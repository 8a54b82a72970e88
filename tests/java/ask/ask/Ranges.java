package ask;

// A range check with a case no input reaches: a number cannot be both
// above 10 and below 5, so `gen --ask` lists that line as reached by no test.
public final class Ranges {
    private Ranges() {
    }

    public static int band(int x) {
        if (x > 10 && x < 5) {
            return -1; // no input reaches this line
        }
        if (x > 10) {
            return 2;
        }
        return x < 5 ? 0 : 1;
    }
}
