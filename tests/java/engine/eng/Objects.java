package eng;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntBinaryOperator;

/** Static methods with primitive parameters that use objects, strings, lambdas and collections inside. */
public class Objects {
    interface Shape { int sides(); default String label() { return "shape with " + sides() + " sides"; } }
    record Triangle() implements Shape { public int sides() { return 3; } }
    record Square() implements Shape { public int sides() { return 4; } }
    enum Size { SMALL, LARGE }

    public static int sides(int kind) {
        Shape shape = kind == 0 ? new Triangle() : new Square();
        return shape.label().length() + shape.sides();
    }

    public static int sumAboveLimit(int a, int b) {
        List<Integer> values = new ArrayList<>();
        values.add(a);
        values.add(b);
        int sum = 0;
        for (int v : values) sum += v;
        return sum > 10 ? 1 : 0;
    }

    public static int combine(int x, int y, boolean add) {
        IntBinaryOperator op = add ? (p, q) -> p + q : Math::max;
        return op.applyAsInt(x, y);
    }

    public static int sizeOrdinal(int weight) {
        Size size = weight > 100 ? Size.LARGE : Size.SMALL;
        switch (size) {
            case LARGE: return 2;
            default: return 1;
        }
    }

    public static int countWords(int repeat) {
        if (repeat < 0) throw new IllegalArgumentException("repeat must not be negative: " + repeat);
        Map<String, Integer> counts = new HashMap<>();
        String text = "a b a".repeat(Math.min(repeat, 3));
        for (String w : text.split(" ")) counts.merge(w, 1, Integer::sum);
        return counts.getOrDefault("a", 0);
    }

    static String label(int n) {
        return n < 0 ? "negative" : "non-negative";
    }

    public static int streamSum(int a) {
        return java.util.stream.IntStream.of(a, 2).sum();
    }

    public static int parse(int digit) {
        try {
            return Integer.parseInt("1" + (char) ('0' + digit));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
