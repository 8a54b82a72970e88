// A Sudoku solver using backtracking over a 9x9 int grid with bitmask candidate sets,
// counting recursive calls, validating the result and detecting an unsolvable puzzle.
public class SudokuBacktracking {
    static int calls;

    static int candidates(int[][] g, int r, int c) {
        int used = 0;
        for (int i = 0; i < 9; i++) {
            used |= 1 << g[r][i];
            used |= 1 << g[i][c];
            used |= 1 << g[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3];
        }
        return ~used & 0x3FE;
    }

    static boolean solve(int[][] g) {
        calls++;
        int bestR = -1, bestC = -1, bestMask = 0, bestCount = 10;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (g[r][c] != 0) continue;
                int m = candidates(g, r, c);
                int n = Integer.bitCount(m);
                if (n < bestCount) { bestCount = n; bestR = r; bestC = c; bestMask = m; }
            }
        if (bestR < 0) return true;
        if (bestCount == 0) return false;
        for (int d = 1; d <= 9; d++) {
            if ((bestMask & (1 << d)) == 0) continue;
            g[bestR][bestC] = d;
            if (solve(g)) return true;
        }
        g[bestR][bestC] = 0;
        return false;
    }

    static int[][] parse(String s) {
        int[][] g = new int[9][9];
        for (int i = 0; i < 81; i++) {
            char ch = s.charAt(i);
            g[i / 9][i % 9] = ch == '.' ? 0 : ch - '0';
        }
        return g;
    }

    static boolean valid(int[][] g) {
        for (int i = 0; i < 9; i++) {
            int row = 0, col = 0, box = 0;
            for (int j = 0; j < 9; j++) {
                row |= 1 << g[i][j];
                col |= 1 << g[j][i];
                box |= 1 << g[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3];
            }
            if (row != 0x3FE || col != 0x3FE || box != 0x3FE) return false;
        }
        return true;
    }

    static void print(int[][] g) {
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0 && r > 0) System.out.println("------+-------+------");
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0 && c > 0) sb.append("| ");
                sb.append(g[r][c] == 0 ? "." : String.valueOf(g[r][c])).append(' ');
            }
            System.out.println(sb.toString().trim());
        }
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
            "12345678.........9" + ".".repeat(63),
        };
        for (String p : puzzles) {
            int[][] g = parse(p);
            calls = 0;
            boolean ok = solve(g);
            System.out.println("solved=" + ok + " calls=" + calls + " valid=" + valid(g));
            if (ok) print(g);
            long checksum = 0;
            for (int[] row : g) for (int v : row) checksum = checksum * 31 + v;
            System.out.println("checksum " + checksum);
        }
        System.out.println("candidates of empty grid cell: " + Integer.toBinaryString(candidates(new int[9][9], 4, 4)));
    }
}
