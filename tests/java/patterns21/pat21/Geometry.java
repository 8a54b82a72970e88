package pat21;

// Java 21's record patterns (nested, with `var`), `when` guards, qualified
// enum constants as case labels (EnumDesc bootstrap arguments) and a record
// pattern in instanceof. Each case returns a value of its own.
public final class Geometry {
    public record Point(int x, int y) {}

    public sealed interface Shape permits Circle, Rect, Painted {}

    public record Circle(Point center, int r) implements Shape {}

    public record Rect(Point a, Point b) implements Shape {}

    public sealed interface Fill permits Solid, Striped {}

    public record Solid(int color) implements Fill {}

    public record Striped(int width) implements Fill {}

    public record Painted(Point at, Fill fill) implements Shape {}

    public sealed interface Dir permits Axis, Diagonal {}

    public enum Axis implements Dir { X, Y }

    public record Diagonal(int slope) implements Dir {}

    public static int classify(Shape s) {
        return switch (s) {
            case Circle(Point(var x, var y), int r) when x == 0 && y == 0 -> 1;
            case Circle c -> 2;
            case Rect(Point(int x1, int y1), Point(int x2, int y2)) when x1 == x2 || y1 == y2 -> 3;
            case Rect r -> 4;
            case Painted(Point at, Solid(int color)) when color == 7 -> 5;
            case Painted p -> 6;
        };
    }

    public static int direction(Dir d) {
        return switch (d) {
            case Axis.X -> 11;
            case Axis.Y -> 12;
            case Diagonal(int k) when k > 0 -> 13;
            case Diagonal other -> 14;
        };
    }

    public static boolean centred(Circle c) {
        return c.center() instanceof Point(var x, var y) && x == 0 && y == 0;
    }
}
