// Re-creates "trityp" of Dinges 2014, Table 4.1: the classic highly-branching triangle classification.
public class Trityp {
    // Result: 1 scalene, 2 isosceles, 3 equilateral, 4 not a triangle.
    public static int classify(int i, int j, int k) {
        if (i <= 0 || j <= 0 || k <= 0) {
            return 4;
        }
        int match = 0;                       // which sides are equal, encoded as a sum
        if (i == j) {
            match = match + 1;
        }
        if (i == k) {
            match = match + 2;
        }
        if (j == k) {
            match = match + 3;
        }
        if (match == 0) {
            if (i + j <= k || j + k <= i || i + k <= j) {
                return 4;
            }
            return 1; // TARGET reachable
        }
        if (match > 3) {
            return 3; // TARGET reachable
        }
        if (match == 1 && i + j > k) {
            return 2; // TARGET reachable
        }
        if (match == 2 && i + k > j) {
            return 2;
        }
        if (match == 3 && j + k > i) {
            return 2;
        }
        return 4;
    }
}
