package seeded.buggy;

// Shapes for CastThroughInterface: two implementations of one interface.
public interface Shapes {
    double area();

    final class Circle implements Shapes {
        private final double radius;
        public Circle(double radius) { this.radius = radius; }
        public double area() { return 3.0 * radius * radius; }
        public double radius() { return radius; }
    }

    final class Square implements Shapes {
        private final double side;
        public Square(double side) { this.side = side; }
        public double area() { return side * side; }
    }
}
