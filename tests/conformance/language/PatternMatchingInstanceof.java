// Checks pattern-matching instanceof (Java 16): binding variables, && scoping,
// negated patterns with early return, and patterns on null.
public class PatternMatchingInstanceof {
    record Point(int x, int y) { }
    static abstract class Shape { }
    static class Circle extends Shape { double r = 2; }
    static class Square extends Shape { double side = 3; }

    static String describe(Object o) {
        if (o instanceof String s && s.length() > 3) return "long string " + s.toUpperCase();
        if (o instanceof String s) return "short string " + s;
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof Point p) return "point sum " + (p.x() + p.y());
        if (o instanceof int[] arr) return "int array length " + arr.length;
        return "other " + (o == null ? "null" : o.getClass().getSimpleName());
    }

    static double area(Shape s) {
        if (!(s instanceof Circle c)) {
            return s instanceof Square q ? q.side * q.side : -1;
        }
        return 3 * c.r * c.r;
    }

    public static void main(String[] args) {
        Object[] values = { "hi", "hello", 41, new Point(3, 4), new int[5], 2.5, null };
        for (Object v : values) System.out.println(describe(v));
        System.out.println(area(new Circle()) + " " + area(new Square()));
        Object n = null;
        System.out.println("null matches? " + (n instanceof String s ? s : "no"));
    }
}
