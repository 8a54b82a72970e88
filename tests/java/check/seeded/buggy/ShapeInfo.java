package seeded.buggy;

// Seeded bug: a cast assumes every shape is a circle.
public class ShapeInfo {
    public static double radiusOf(Shapes shape) {
        if (shape == null) return 0;
        Shapes.Circle circle = (Shapes.Circle) shape;
        return circle.radius();
    }
}
