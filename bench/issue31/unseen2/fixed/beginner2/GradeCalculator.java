/*
 * GradeCalculator
 *
 * Lab 3: helper methods for working with exam scores.
 *
 * Specification (intended behaviour):
 *
 * public static char letterGrade(int score)
 *   Returns the letter grade for a single score:
 *     'A' if 90 <= score <= 100
 *     'B' if 80 <= score <= 89
 *     'C' if 70 <= score <= 79
 *     'D' if 60 <= score <= 69
 *     'F' if  0 <= score <= 59
 *   Throws IllegalArgumentException if score < 0 or score > 100.
 *   Examples: letterGrade(100) == 'A', letterGrade(90) == 'A',
 *             letterGrade(89) == 'B', letterGrade(80) == 'B',
 *             letterGrade(60) == 'D', letterGrade(59) == 'F',
 *             letterGrade(0) == 'F', letterGrade(101) throws,
 *             letterGrade(-1) throws.
 *
 * public static int average(int[] scores)
 *   Returns the sum of all elements divided by the number of elements,
 *   using integer division (the fractional part is dropped, so the
 *   result is rounded down because all scores are non-negative).
 *   Throws IllegalArgumentException if scores is null, if scores has
 *   length 0, or if any element is < 0 or > 100.
 *   Examples: average({80, 90}) == 85, average({70, 71}) == 70,
 *             average({100}) == 100, average({0, 0, 1}) == 0,
 *             average({}) throws, average(null) throws,
 *             average({50, 101}) throws.
 *
 * public static int countPassing(int[] scores)
 *   Returns how many elements are >= 60 (a pass). An empty array gives 0.
 *   Throws IllegalArgumentException if scores is null or if any element
 *   is < 0 or > 100.
 *   Examples: countPassing({59, 60, 61}) == 2, countPassing({}) == 0,
 *             countPassing({100, 0}) == 1, countPassing({-5}) throws.
 */
package beginner2;

public class GradeCalculator {

    public static char letterGrade(int score) {
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("score out of range: " + score);
        }
        if (score >= 90) {
            return 'A';
        } else if (score >= 80) {
            return 'B';
        } else if (score >= 70) {
            return 'C';
        } else if (score >= 60) {
            return 'D';
        } else {
            return 'F';
        }
    }

    public static int average(int[] scores) {
        if (scores == null || scores.length == 0) {
            throw new IllegalArgumentException("no scores");
        }
        int sum = 0;
        for (int i = 0; i < scores.length; i++) {
            checkScore(scores[i]);
            sum += scores[i];
        }
        return sum / scores.length;
    }

    public static int countPassing(int[] scores) {
        if (scores == null) {
            throw new IllegalArgumentException("no scores");
        }
        int count = 0;
        for (int i = 0; i < scores.length; i++) {
            checkScore(scores[i]);
            if (scores[i] >= 60) {
                count++;
            }
        }
        return count;
    }

    private static void checkScore(int score) {
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("score out of range: " + score);
        }
    }
}
