package pat;

// Pattern switches as JDK 17 compiles them with --enable-preview (JEP 406:
// `&&` guards, `case null`): a switch over a sealed interface of five
// records (more than the four implementations an interface gets otherwise),
// over Object, String, Character and an enum. Each case returns a value of
// its own, so a test per case shows it was reached.
public final class Shapes {
    public sealed interface Shape permits Circle, Square, Rect, Triangle, Dot {}

    public record Circle(int r) implements Shape {}

    public record Square(int side) implements Shape {}

    public record Rect(int w, int h) implements Shape {}

    public record Triangle(int a, int b, int c) implements Shape {}

    public record Dot() implements Shape {}

    public enum Level { LOW, MID, HIGH }

    public static int kind(Shape s) {
        return switch (s) {
            case Circle c && c.r() > 10 -> 1;
            case Circle c -> 2;
            case Square q && q.side() == 3 -> 3;
            case Square q -> 4;
            case Rect r && r.w() == r.h() -> 5;
            case Rect r -> 6;
            case Triangle t -> 7;
            case Dot d -> 8;
        };
    }

    public static int describe(Object o) {
        return switch (o) {
            case null -> 10;
            case String text && text.isEmpty() -> 11;
            case String text -> 12;
            case Integer i && i > 100 -> 13;
            case Integer i -> 14;
            default -> 15;
        };
    }

    public static int word(String s) {
        return switch (s) {
            case "one" -> 21;
            case "two" -> 22;
            case String longer && longer.length() > 4 -> 23;
            default -> 24;
        };
    }

    public static int letter(Character c) {
        return switch (c) {
            case 'a' -> 31;
            case 'e' -> 32;
            case Character other && other >= '0' && other <= '9' -> 33;
            default -> 34;
        };
    }

    public static int level(Level l) {
        return switch (l) {
            case LOW -> 41;
            case Level x && x.ordinal() == 1 -> 42;
            default -> 43;
        };
    }
}
