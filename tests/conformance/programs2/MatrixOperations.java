// Matrix arithmetic with 2D arrays: multiplication, transpose, identity powers,
// determinant by Gaussian elimination on doubles, and jagged Pascal triangle.
import java.util.Arrays;

public class MatrixOperations {
    static long[][] multiply(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        if (a[0].length != k) throw new IllegalArgumentException("shape mismatch " + a[0].length + " vs " + k);
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long s = 0;
                for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
                c[i][j] = s;
            }
        return c;
    }

    static long[][] transpose(long[][] a) {
        long[][] t = new long[a[0].length][a.length];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < a[0].length; j++) t[j][i] = a[i][j];
        return t;
    }

    static long[][] power(long[][] m, int p) {
        long[][] r = new long[m.length][m.length];
        for (int i = 0; i < m.length; i++) r[i][i] = 1;
        long[][] base = m;
        while (p > 0) {
            if ((p & 1) == 1) r = multiply(r, base);
            base = multiply(base, base);
            p >>= 1;
        }
        return r;
    }

    static double determinant(double[][] src) {
        int n = src.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = src[i].clone();
        double det = 1;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            if (a[pivot][col] == 0) return 0;
            if (pivot != col) { double[] t = a[pivot]; a[pivot] = a[col]; a[col] = t; det = -det; }
            det *= a[col][col];
            for (int r = col + 1; r < n; r++) {
                double f = a[r][col] / a[col][col];
                for (int c = col; c < n; c++) a[r][c] -= f * a[col][c];
            }
        }
        return det;
    }

    static void print(String label, long[][] m) {
        System.out.println(label + ":");
        for (long[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (long v : row) sb.append(String.format("%6d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        long[][] a = {{1, 2, 3}, {4, 5, 6}};
        long[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("A x B", multiply(a, b));
        print("B x A", multiply(b, a));
        print("A^T", transpose(a));
        try {
            multiply(a, a);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        long[][] fib = {{1, 1}, {1, 0}};
        for (int p : new int[]{1, 10, 50, 90}) {
            System.out.println("fib(" + p + ") = " + power(fib, p)[0][1]);
        }
        double[][] m = {{2, -1, 0, 3}, {1, 4, -2, 0}, {0, 5, 1, -1}, {3, 0, 2, 2}};
        System.out.printf("det = %.6f%n", determinant(m));
        System.out.println("det singular = " + determinant(new double[][]{{1, 2}, {2, 4}}));
        System.out.println("det identity = " + determinant(new double[][]{{1, 0}, {0, 1}}));
        System.out.println("det of 0.1 matrix = " + determinant(new double[][]{{0.1, 0.2}, {0.3, 0.4}}));

        int[][] pascal = new int[10][];
        for (int i = 0; i < pascal.length; i++) {
            pascal[i] = new int[i + 1];
            pascal[i][0] = pascal[i][i] = 1;
            for (int j = 1; j < i; j++) pascal[i][j] = pascal[i - 1][j - 1] + pascal[i - 1][j];
        }
        System.out.println(Arrays.toString(pascal[9]) + " rows=" + pascal.length);
        System.out.println(Arrays.deepToString(Arrays.copyOf(pascal, 4)));
        int[][][] cube = new int[2][3][4];
        cube[1][2][3] = 7;
        System.out.println(Arrays.deepToString(cube[1]) + " " + cube.getClass().getSimpleName());
        long trace = 0;
        long[][] sq = power(new long[][]{{2, 1, 0}, {0, 2, 1}, {1, 0, 2}}, 5);
        for (int i = 0; i < 3; i++) trace += sq[i][i];
        print("M^5", sq);
        System.out.println("trace=" + trace + " equal rows? " + Arrays.equals(sq[0], sq[1]) + " deepEquals self copy: "
                + Arrays.deepEquals(sq, power(new long[][]{{2, 1, 0}, {0, 2, 1}, {1, 0, 2}}, 5)));
    }
}
