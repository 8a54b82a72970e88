package objs;

interface Shape { long area(); }
class Square implements Shape { int side; public long area() { return (long) side * side; } }
class Rect implements Shape { int w, h; public long area() { return (long) w * h; } }
abstract class Base implements Shape { abstract int sides(); }
class Tri extends Base { int b, hgt; public long area() { return (long) b * hgt / 2; } int sides() { return 3; } }

public class Kinds {
    public enum Level { LOW, MEDIUM, HIGH { @Override public String toString() { return "high!"; } } }

    public static String size(Shape s) {
        if (s == null) return "none";
        long a = s.area();
        if (a > 100) return "big";
        if (s instanceof Square) return "small square";
        return "small";
    }

    public static int weight(Level level) {
        switch (level) {
            case LOW: return 1;
            case MEDIUM: return 5;
            default: return 10;
        }
    }

    // Returns a constant, one with a body among them: asserted by name.
    public static Level raise(Level level) {
        return level == Level.LOW ? Level.MEDIUM : Level.HIGH;
    }

    public static int describe(Object o) {
        if (o instanceof String) return ((String) o).length();
        if (o instanceof Integer) return (Integer) o > 3 ? 2 : 1;
        return -1;
    }
}
