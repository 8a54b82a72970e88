// A gradebook: parallel arrays and a 2D score table, weighted averages, letter grades via
// a switch on integer division, ranking with ties, curve adjustment and a text histogram.
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;

public class StudentGradebook {
    static final String[] ASSIGNMENTS = {"hw1", "hw2", "mid", "hw3", "final"};
    static final double[] WEIGHTS = {0.1, 0.1, 0.3, 0.1, 0.4};

    static char letter(double score) {
        switch ((int) score / 10) {
            case 10: case 9: return 'A';
            case 8: return 'B';
            case 7: return 'C';
            case 6: return 'D';
            default: return 'F';
        }
    }

    static class Student {
        final String name;
        final int[] scores;
        double weighted;
        Student(String name, int... scores) { this.name = name; this.scores = scores; }
    }

    public static void main(String[] args) {
        Student[] students = {
            new Student("Ana", 95, 88, 79, 100, 84),
            new Student("Boris", 70, 65, 58, 72, 61),
            new Student("Carmen", 100, 100, 93, 98, 97),
            new Student("Dmitri", 55, 0, 62, 40, 49),
            new Student("Eun", 88, 92, 85, 90, 78),
            new Student("Farid", 82, 79, 85, 90, 78),
            new Student("Greta", 91, 95, 74, 85, 88),
        };
        for (Student s : students) {
            double w = 0;
            for (int i = 0; i < WEIGHTS.length; i++) w += s.scores[i] * WEIGHTS[i];
            s.weighted = w;
        }
        System.out.printf("%-7s", "name");
        for (String a : ASSIGNMENTS) System.out.printf("%6s", a);
        System.out.printf("%8s %s%n", "total", "grade");
        for (Student s : students) {
            System.out.printf("%-7s", s.name);
            for (int sc : s.scores) System.out.printf("%6d", sc);
            System.out.printf("%8.2f %c%n", s.weighted, letter(s.weighted));
        }
        double[] colAvg = new double[ASSIGNMENTS.length];
        int[] colMax = new int[ASSIGNMENTS.length];
        Arrays.fill(colMax, Integer.MIN_VALUE);
        for (Student s : students)
            for (int i = 0; i < s.scores.length; i++) {
                colAvg[i] += s.scores[i] / (double) students.length;
                colMax[i] = Math.max(colMax[i], s.scores[i]);
            }
        System.out.printf("%-7s", "avg");
        for (double a : colAvg) System.out.printf("%6.1f", a);
        System.out.println();
        System.out.println("max    " + Arrays.toString(colMax));

        Student[] ranked = students.clone();
        Arrays.sort(ranked, Comparator.comparingDouble((Student s) -> s.weighted).reversed().thenComparing(s -> s.name));
        int rank = 0;
        double prev = -1;
        for (int i = 0; i < ranked.length; i++) {
            if (ranked[i].weighted != prev) rank = i + 1;
            prev = ranked[i].weighted;
            System.out.println(rank + ". " + ranked[i].name + " " + ranked[i].weighted);
        }

        double mean = Arrays.stream(students).mapToDouble(s -> s.weighted).average().orElse(0);
        double sd = Math.sqrt(Arrays.stream(students).mapToDouble(s -> (s.weighted - mean) * (s.weighted - mean)).sum() / students.length);
        System.out.printf("mean %.3f sd %.3f%n", mean, sd);
        double bump = 85 - ranked[ranked.length / 2].weighted;
        Map<Character, Integer> dist = new TreeMap<>();
        for (Student s : students) {
            double curved = Math.min(100, s.weighted + bump);
            dist.merge(letter(curved), 1, Integer::sum);
            System.out.printf("%s curved %.1f -> %c (was %c)%n", s.name, curved, letter(curved), letter(s.weighted));
        }
        for (char g = 'A'; g <= 'F'; g++) {
            if (g == 'E') continue;
            System.out.println(g + " | " + "#".repeat(dist.getOrDefault(g, 0)));
        }
        int[] all = Arrays.stream(students).flatMapToInt(s -> Arrays.stream(s.scores)).sorted().toArray();
        System.out.println("all scores sorted: " + Arrays.toString(all));
        System.out.println("index of 90: " + Arrays.binarySearch(all, 90) + " of 91: " + Arrays.binarySearch(all, 91)
                + " of 89: " + Arrays.binarySearch(all, 89));
    }
}
