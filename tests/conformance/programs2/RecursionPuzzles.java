// Classic recursion: Towers of Hanoi, string permutations, N-queens on 6x6,
// subset sums, flood fill and memoized Catalan numbers.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

public class RecursionPuzzles {
    static int moves;
    static StringBuilder hanoiLog = new StringBuilder();

    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to);
        moves++;
        if (moves <= 7) hanoiLog.append(n).append(':').append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from);
    }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static int queenSolutions;
    static int[] firstSolution;

    static void queens(int[] cols, int row) {
        int n = cols.length;
        if (row == n) {
            if (queenSolutions++ == 0) firstSolution = cols.clone();
            return;
        }
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (cols[r] == c || Math.abs(cols[r] - c) == row - r) { ok = false; break; }
            }
            if (ok) { cols[row] = c; queens(cols, row + 1); }
        }
    }

    static void subsets(int[] a, int i, int target, List<Integer> cur, List<String> out) {
        if (target == 0) { out.add(cur.toString()); return; }
        if (i == a.length || target < 0) return;
        cur.add(a[i]);
        subsets(a, i + 1, target - a[i], cur, out);
        cur.remove(cur.size() - 1);
        subsets(a, i + 1, target, cur, out);
    }

    static int fill(char[][] g, int r, int c) {
        if (r < 0 || c < 0 || r >= g.length || c >= g[r].length || g[r][c] != '.') return 0;
        g[r][c] = '#';
        return 1 + fill(g, r + 1, c) + fill(g, r - 1, c) + fill(g, r, c + 1) + fill(g, r, c - 1);
    }

    static final Map<Integer, Long> memo = new HashMap<>();
    static long catalan(int n) {
        if (n <= 1) return 1;
        Long m = memo.get(n);
        if (m != null) return m;
        long s = 0;
        for (int i = 0; i < n; i++) s += catalan(i) * catalan(n - 1 - i);
        memo.put(n, s);
        return s;
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        hanoi(10, 'A', 'C', 'B');
        System.out.println("hanoi(10) moves=" + moves + " first: " + hanoiLog.toString().trim());

        List<String> perms = new ArrayList<>();
        permute("", "abcd", perms);
        System.out.println(perms.size() + " perms: " + perms.subList(0, 8) + " ... " + perms.get(23));
        List<String> dupPerms = new ArrayList<>();
        permute("", "aabb", dupPerms);
        System.out.println("distinct perms of aabb: " + new TreeSet<>(dupPerms));

        queens(new int[6], 0);
        System.out.println("6-queens solutions=" + queenSolutions);
        for (int r = 0; r < 6; r++) {
            char[] row = "......".toCharArray();
            row[firstSolution[r]] = 'Q';
            System.out.println("  " + new String(row));
        }
        queenSolutions = 0;
        queens(new int[8], 0);
        System.out.println("8-queens solutions=" + queenSolutions);

        List<String> sums = new ArrayList<>();
        subsets(new int[]{3, 34, 4, 12, 5, 2}, 0, 9, new ArrayList<>(), sums);
        System.out.println("subsets summing to 9: " + sums);

        char[][] grid = {
            "..#.....".toCharArray(),
            ".##.###.".toCharArray(),
            "#...#.#.".toCharArray(),
            "..###...".toCharArray(),
        };
        System.out.println("filled " + fill(grid, 0, 0) + " cells");
        for (char[] row : grid) System.out.println("  " + String.valueOf(row));

        StringBuilder cat = new StringBuilder();
        for (int i = 0; i <= 15; i++) cat.append(catalan(i)).append(i < 15 ? "," : "");
        System.out.println("catalan: " + cat + " memo=" + memo.size());
        System.out.println("ackermann(2,3)=" + ackermann(2, 3) + " ackermann(3,3)=" + ackermann(3, 3));
    }
}
