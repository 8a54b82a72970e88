package examples;

/** The classic triangle classifier on three int sides, with overflow-safe long sums next to a naive int version. */
public class TriangleClassifier {
    public static final int INVALID = 0;
    public static final int EQUILATERAL = 1;
    public static final int ISOSCELES = 2;
    public static final int SCALENE = 3;

    /** Largest side isRightAngled accepts, so that the sum of two squares fits in an int. */
    public static final int MAX_SIDE = 32767;

    public static int classify(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return INVALID;
        }
        if ((long) a + b <= c || (long) a + c <= b || (long) b + c <= a) {
            return INVALID;  // violates the triangle inequality
        }
        if (a == b && b == c) {
            return EQUILATERAL;
        }
        if (a == b || b == c || a == c) {
            return ISOSCELES;
        }
        return SCALENE;
    }

    /** The triangle inequality in int arithmetic: a + b can wrap negative, so some large triangles are rejected. */
    public static boolean isTriangleNaive(int a, int b, int c) {
        return a > 0 && b > 0 && c > 0 && a + b > c && a + c > b && b + c > a;
    }

    public static boolean isRightAngled(int a, int b, int c) {
        if (a > MAX_SIDE || b > MAX_SIDE || c > MAX_SIDE) {
            throw new IllegalArgumentException("sides above 32767 are not supported");
        }
        if (classify(a, b, c) == INVALID) {
            return false;
        }
        int aa = a * a;
        int bb = b * b;
        int cc = c * c;
        return aa + bb == cc || aa + cc == bb || bb + cc == aa;
    }

    private TriangleClassifier() {
        // static methods only
    }
}
