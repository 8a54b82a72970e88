package seeded.fixed;

// The twin of seeded.buggy.ShapeInfo: only circles have a radius.
public class ShapeInfo {
    public static double radiusOf(Shapes shape) {
        if (!(shape instanceof Shapes.Circle)) return 0;
        Shapes.Circle circle = (Shapes.Circle) shape;
        return circle.radius();
    }
}
