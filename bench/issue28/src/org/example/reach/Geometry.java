package org.example.reach;

/** Integer geometry helpers: triangles, lattice distances and magic squares. */
public final class Geometry {
    private Geometry() {
    }

    /** "invalid", "not a triangle", "equilateral", "isosceles", "right", "scalene" or "rejected by overflow". */
    public static String classifyTriangle(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return "invalid";
        }
        // int sums, as first written; they can wrap for sides near Integer.MAX_VALUE
        if (a + b <= c || b + c <= a || a + c <= b) {
            if ((long) a + b > c && (long) b + c > a && (long) a + c > b) {
                // witness: classifyTriangle(Integer.MAX_VALUE, Integer.MAX_VALUE, 1)
                return "rejected by overflow"; // TARGET reachable
            }
            return "not a triangle";
        }
        if (a == b && b == c) {
            return "equilateral";
        }
        if (a == b || b == c || a == c) {
            return "isosceles";
        }
        if ((long) a * a + (long) b * b == (long) c * c) {
            // witness: classifyTriangle(3, 4, 5)
            return "right"; // TARGET reachable
        }
        return "scalene";
    }

    /** Squared Euclidean distance between two lattice points, in wrapping int arithmetic. */
    public static int squaredDistance(int x1, int y1, int x2, int y2) {
        int dx = x2 - x1;
        int dy = y2 - y1;
        int d2 = dx * dx + dy * dy;
        if ((d2 & 3) == 3) {
            // unreachable for every input: a square is 0 or 1 modulo 4 (also modulo 2^32), so a sum of two is never 3
            throw new AssertionError("impossible squared distance " + d2); // TARGET unreachable
        }
        return d2;
    }

    /**
     * "magic" when the n x n grid holds 1..n*n once each and all rows, columns and both diagonals
     * have the same sum; "trivial" for the 1 x 1 grid {{1}}; otherwise "none".
     */
    public static String magicKind(int[][] grid) {
        if (grid == null || grid.length == 0) {
            return "none";
        }
        int n = grid.length;
        boolean[] seen = new boolean[n * n + 1];
        for (int[] row : grid) {
            if (row == null || row.length != n) {
                return "none";
            }
            for (int v : row) {
                if (v < 1 || v > n * n || seen[v]) {
                    return "none";
                }
                seen[v] = true;
            }
        }
        int expected = n * (n * n + 1) / 2;
        int diagonal = 0;
        int antiDiagonal = 0;
        for (int i = 0; i < n; i++) {
            int rowSum = 0;
            int columnSum = 0;
            for (int j = 0; j < n; j++) {
                rowSum += grid[i][j];
                columnSum += grid[j][i];
            }
            if (rowSum != expected || columnSum != expected) {
                return "none";
            }
            diagonal += grid[i][i];
            antiDiagonal += grid[i][n - 1 - i];
        }
        if (diagonal != expected || antiDiagonal != expected) {
            return "none";
        }
        if (n == 1) {
            return "trivial";
        }
        // witness: magicKind(new int[][] {{2, 7, 6}, {9, 5, 1}, {4, 3, 8}})
        return "magic"; // TARGET reachable
    }
}
