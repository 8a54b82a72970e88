// Java 21's record patterns and pattern switches: nested record patterns
// with `var`, `when` guards that fail and make the switch go on, qualified
// enum constants of a sealed interface (EnumDesc labels), a record pattern
// in instanceof, and the MatchException a throwing accessor causes.
public class RecordPatternCases {
    record Point(int x, int y) {}

    sealed interface Shape permits Circle, Line, Label {}

    record Circle(Point center, int radius) implements Shape {}

    record Line(Point from, Point to) implements Shape {}

    record Label(String text) implements Shape {
        public String text() {
            if (text.equals("boom")) throw new IllegalStateException("accessor failed");
            return text;
        }
    }

    sealed interface Token permits Op, Num {}

    enum Op implements Token { PLUS, MINUS }

    record Num(int value) implements Token {}

    static String shape(Shape s) {
        return switch (s) {
            case Circle(Point(var x, var y), int r) when x == 0 && y == 0 -> "circle at the origin, r=" + r;
            case Circle(Point p, int r) when r > 10 -> "big circle at " + p;
            case Circle c -> "circle " + c;
            case Line(Point(int x1, int y1), Point(int x2, int y2)) when x1 == x2 -> "vertical line, length " + Math.abs(y2 - y1);
            case Line(Point a, Point b) when a == null || b == null -> "broken line";
            case Line l -> "line " + l;
            case Label(String t) when t.isEmpty() -> "empty label";
            case Label(String t) -> "label " + t;
        };
    }

    static String token(Token t) {
        return switch (t) {
            case Op.PLUS -> "+";
            case Op.MINUS -> "-";
            case Num(int v) when v < 0 -> "(" + v + ")";
            case Num(int v) -> Integer.toString(v);
        };
    }

    static String describe(Object o) {
        if (o instanceof Circle(Point(int x, int y), int r) && r > 0) return "circle with centre sum " + (x + y);
        if (o instanceof Point(var x, var y)) return "point " + x + "," + y;
        return "not a circle or point";
    }

    public static void main(String[] args) {
        Shape[] shapes = {
            new Circle(new Point(0, 0), 3), new Circle(new Point(1, 2), 20), new Circle(new Point(1, 2), 5),
            new Circle(null, 4), new Line(new Point(2, 1), new Point(2, 9)), new Line(new Point(1, 1), null),
            new Line(new Point(1, 1), new Point(3, 4)), new Label(""), new Label("hi")};
        for (Shape s : shapes) System.out.println(shape(s));
        for (Token t : new Token[] {Op.PLUS, new Num(-4), Op.MINUS, new Num(7)}) System.out.print(token(t) + " ");
        System.out.println();
        for (Object o : new Object[] {new Circle(new Point(3, 4), 1), new Circle(new Point(3, 4), 0), new Point(5, 6), "x"})
            System.out.println(describe(o));
        try {
            shape(new Label("boom"));
        } catch (MatchException e) {
            System.out.println("MatchException: " + e.getMessage() + " / cause " + e.getCause().getMessage());
        }
        try {
            token(null);
        } catch (NullPointerException e) {
            System.out.println("null token: NullPointerException");
        }
    }
}
