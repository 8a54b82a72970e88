// Java 17 seeds: records, sealed types, pattern matching, switch expressions.
public class Modern {
    sealed interface Shape permits Circle, Square {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}

    static double area(Shape shape) {
        if (shape instanceof Circle c) return Math.PI * c.r() * c.r();
        if (shape instanceof Square s) return s.side() * s.side();
        return 0;
    }

    static String name(int day) {
        return switch (day) {
            case 1, 7 -> "weekend";
            case 2, 3, 4, 5, 6 -> "weekday";
            default -> throw new IllegalArgumentException("day " + day);
        };
    }

    static String text(Object o) {
        var sb = new StringBuilder();
        sb.append("value: ").append(o).append(' ').append(o.hashCode());
        return """
            block %s
            """.formatted(sb);
    }
}
