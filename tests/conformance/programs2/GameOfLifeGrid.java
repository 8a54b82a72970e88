// Conway's Game of Life on a small toroidal boolean grid: glider and blinker evolution,
// population counts, a cycle detector using Arrays.deepHashCode/deepEquals, and rendering.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class GameOfLifeGrid {
    static boolean[][] step(boolean[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] n = new boolean[h][w];
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                int live = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++)
                        if ((dr != 0 || dc != 0) && g[(r + dr + h) % h][(c + dc + w) % w]) live++;
                n[r][c] = g[r][c] ? live == 2 || live == 3 : live == 3;
            }
        return n;
    }

    static boolean[][] parse(String... rows) {
        boolean[][] g = new boolean[rows.length][rows[0].length()];
        for (int r = 0; r < rows.length; r++)
            for (int c = 0; c < rows[r].length(); c++) g[r][c] = rows[r].charAt(c) == '#';
        return g;
    }

    static String render(boolean[][] g) {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : g) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }

    static int population(boolean[][] g) {
        int n = 0;
        for (boolean[] row : g) for (boolean b : row) if (b) n++;
        return n;
    }

    public static void main(String[] args) {
        boolean[][] glider = parse(
            ".#......",
            "..#.....",
            "###.....",
            "........",
            "........",
            "........");
        boolean[][] g = glider;
        for (int gen = 0; gen <= 4; gen++) {
            if (gen == 0 || gen == 4) System.out.print("gen " + gen + " pop " + population(g) + "\n" + render(g));
            g = step(g);
        }
        Map<Integer, Integer> seenAt = new HashMap<>();
        List<boolean[][]> history = new ArrayList<>();
        g = glider;
        int gen = 0;
        while (true) {
            int h = Arrays.deepHashCode(g);
            Integer prev = seenAt.get(h);
            if (prev != null && Arrays.deepEquals(history.get(prev), g)) {
                System.out.println("glider state repeats: gen " + gen + " == gen " + prev + " (period " + (gen - prev) + ")");
                break;
            }
            seenAt.put(h, gen);
            history.add(g);
            g = step(g);
            gen++;
        }
        boolean[][] blinker = parse(".....", "..#..", "..#..", "..#..", ".....");
        boolean[][] b1 = step(blinker), b2 = step(b1);
        System.out.print(render(b1));
        System.out.println("blinker period 2: " + Arrays.deepEquals(blinker, b2) + " changed: " + !Arrays.deepEquals(blinker, b1));
        boolean[][] block = parse("....", ".##.", ".##.", "....");
        System.out.println("block still life: " + Arrays.deepEquals(block, step(block)) + " hash " + Arrays.deepHashCode(block));
        boolean[][] rpent = new boolean[24][24];
        boolean[][] seed = parse(".##", "##.", ".#.");
        for (int r = 0; r < 3; r++) System.arraycopy(seed[r], 0, rpent[10 + r], 10, 3);
        StringBuilder pops = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            if (i % 10 == 0) pops.append(population(rpent)).append(' ');
            rpent = step(rpent);
        }
        System.out.println("r-pentomino populations: " + pops.toString().trim() + " final " + population(rpent));
        System.out.println(Arrays.toString(blinker[2]) + " " + Arrays.hashCode(blinker[2]) + " " + Arrays.hashCode(new boolean[]{true}));
    }
}
