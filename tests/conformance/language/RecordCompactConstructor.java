// Checks record compact constructors (validation and normalisation), canonical
// constructor overrides, extra constructors, and records implementing interfaces.
public class RecordCompactConstructor {
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
        Range(int single) { this(single, single); }
        int length() { return hi - lo; }
    }
    record Name(String value) {
        Name {
            value = value.trim().toUpperCase();
        }
    }
    interface Shape { double area(); }
    record Square(double side) implements Shape {
        public double area() { return side * side; }
        @Override public double side() { return Math.abs(side); }
    }
    record Tagged(String tag, int[] data) {
        Tagged(String tag, int[] data) {
            this.tag = "#" + tag;
            this.data = data.clone();
        }
    }

    public static void main(String[] args) {
        Range r = new Range(2, 9);
        System.out.println(r + " length=" + r.length());
        System.out.println(new Range(5));
        try {
            new Range(9, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        System.out.println(new Name("  mixed Case ") + " " + new Name("a").equals(new Name(" A ")));
        Shape s = new Square(-3);
        System.out.println("area=" + s.area() + " side=" + ((Square) s).side() + " " + s);
        int[] arr = { 1, 2 };
        Tagged t = new Tagged("t", arr);
        arr[0] = 99;
        System.out.println(t.tag() + " " + t.data()[0] + " " + t.data().length);
    }
}
