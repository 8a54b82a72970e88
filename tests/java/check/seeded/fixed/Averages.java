package seeded.fixed;

// The twin of seeded.buggy.Averages: no parts, no division.
public class Averages {
    public static int perPart(int total, int count) {
        if (count < 0) return 0;
        int parts = count - 3;
        if (parts == 0) return 0;
        return total / parts;
    }
}
