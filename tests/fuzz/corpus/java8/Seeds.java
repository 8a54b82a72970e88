// Seed programs for the class-file fuzzer: small, but touching many attribute
// kinds and opcode families so mutations start from interesting structure.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntBinaryOperator;

public class Seeds {
    static final long BIG = 1L << 40;
    static final double HALF = 0.5;
    static final String NAME = "seed\u0000\uD83D\uDE00";
    int counter;

    interface Shape { double area(); default String label() { return "shape"; } }
    enum Color { RED, GREEN }

    static int arithmetic(int a, int b, long c, float d, double e) {
        int x = a * b - (a / (b | 1)) + (a % 3) ^ (a << 2) >>> 1;
        long y = c * 7 + (c >> 3);
        float z = d / 3f;
        double w = e % 2.0;
        return x + (int) y + (int) z + (int) w + (short) a + (byte) b + (char) a;
    }

    static String classify(int k, String s, Color c) {
        switch (k) { case 1: return "one"; case 2: return "two"; case 100: return "hundred"; default: break; }
        switch (s) { case "a": return "A"; case "b": return "B"; default: break; }
        switch (c) { case RED: return "red"; default: return "other"; }
    }

    static int arrays(int n) {
        int[][] grid = new int[3][4];
        byte[] bytes = new byte[n & 15];
        char[] chars = {'a', 'b'};
        Object[] objects = new String[2];
        grid[1][2] = bytes.length + chars[1];
        objects[0] = "x";
        return grid[1][2] + objects.length;
    }

    synchronized int guarded(List<String> items) {
        int total = 0;
        try {
            for (String item : items) total += item.length();
        } catch (NullPointerException | IllegalStateException ex) {
            total = -1;
        } finally {
            counter++;
        }
        synchronized (this) { counter += total; }
        return total;
    }

    static List<String> lambdas(int n) {
        IntBinaryOperator add = (a, b) -> a + b;
        List<String> out = new ArrayList<>();
        Runnable r = () -> out.add("n=" + add.applyAsInt(n, 1));
        r.run();
        out.forEach(System.out::println);
        Object o = out;
        if (o instanceof List<?> && !((List<?>) o).isEmpty()) out.add(String.valueOf(((List<?>) o).size()));
        return out;
    }
}
