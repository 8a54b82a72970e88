// Checks abstract classes with a template method calling abstract hooks,
// constructors of abstract classes, and AbstractMethodError-free dispatch.
public class AbstractClassTemplate {
    static abstract class Shape {
        final String tag;
        Shape(String tag) { this.tag = tag; System.out.println("Shape(" + tag + ")"); }
        abstract double area();
        abstract String name();
        String report() { return tag + ":" + name() + " area=" + area(); }
    }
    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { super("R"); this.w = w; this.h = h; }
        double area() { return w * h; }
        String name() { return "rect " + w + "x" + h; }
    }
    static class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override String name() { return "square(" + super.name() + ")"; }
    }
    static abstract class Middle extends Shape {
        Middle() { super("M"); }
        String name() { return "middle"; }
    }
    static class Leaf extends Middle {
        double area() { return 0.5; }
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Rect(2, 3), new Square(1.5), new Leaf() };
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.report());
            total += s.area();
        }
        System.out.println("total=" + total);
    }
}
