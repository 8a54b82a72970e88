package seeded.buggy;

// Seeded bug: a division by a computed zero (count == 3 leaves no parts).
public class Averages {
    public static int perPart(int total, int count) {
        if (count < 0) return 0;
        int parts = count - 3;
        return total / parts;
    }
}
