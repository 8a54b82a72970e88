// The Java twin of GradeK.kt and GradeS.scala: the same logic, so Symcrete
// should reach the same branch coverage on all three (GenJvmLangs).
package twins;

public class GradeJ {
    public static String grade(int score) {
        if (score < 0 || score > 100) throw new IllegalArgumentException("score");
        if (score >= 90) return "A";
        if (score >= 75) return "B";
        if (score >= 50) return "C";
        return "F";
    }

    public static int clampPercent(int x) {
        return x < 0 ? 0 : Math.min(x, 100);
    }
}
