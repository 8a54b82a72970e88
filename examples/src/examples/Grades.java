package examples;

/** Switches on ints and chars, and floating-point comparisons with NaN. */
public class Grades {
    public static final int UNKNOWN_DAY = -1;
    public static final int WEEKEND = 0;
    public static final int WEEKDAY = 1;

    public static char letter(double score) {
        if (Double.isNaN(score) || score < 0 || score > 100) {
            throw new IllegalArgumentException("score out of range");
        }
        if (score >= 90) return 'A';
        if (score >= 80) return 'B';
        if (score >= 70) return 'C';
        return 'F';
    }

    public static int points(char grade) {
        switch (grade) {
            case 'A': return 4;
            case 'B': return 3;
            case 'C': return 2;
            default: return 0;
        }
    }

    /** WEEKEND, WEEKDAY or UNKNOWN_DAY for a weekday number 1 (Sunday) .. 7 (Saturday). */
    public static int dayType(int weekday) {
        switch (weekday) {
            case 1: case 7: return WEEKEND;
            case 2: case 3: case 4: case 5: case 6: return WEEKDAY;
            default: return UNKNOWN_DAY;
        }
    }

    private Grades() {
        // static methods only
    }
}
