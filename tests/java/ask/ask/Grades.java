package ask;

// A beginner's grading helpers, for `gen --ask`. What the author meant:
// letter(score) is 'A' for 90..100, 'B' for 80..89, 'C' for 70..79 and 'F'
// for 0..69, and a score outside 0..100 is refused with an
// IllegalArgumentException; passed(score) says whether it is 50 or more.
// The seeded bug: a score of exactly 90 gets a 'B'.
public final class Grades {
    private Grades() {
    }

    public static char letter(int score) {
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("no such score");
        }
        if (score > 90) {
            return 'A';
        }
        if (score >= 80) {
            return 'B';
        }
        if (score >= 70) {
            return 'C';
        }
        return 'F';
    }

    public static boolean passed(int score) {
        return score >= 50;
    }
}
