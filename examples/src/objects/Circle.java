package objects;

/** A circle centred at an integer point. */
public final class Circle implements Shape {
    private final int cx;
    private final int cy;
    private final int radius;

    public Circle(int cx, int cy, int radius) {
        if (radius <= 0) {
            throw new IllegalArgumentException("radius must be positive: " + radius);
        }
        this.cx = cx;
        this.cy = cy;
        this.radius = radius;
    }

    public int radius() {
        return radius;
    }

    @Override
    public double area() {
        return Math.PI * radius * radius;
    }

    @Override
    public double perimeter() {
        return 2 * Math.PI * radius;
    }

    @Override
    public int boundingWidth() {
        return 2 * radius;
    }

    @Override
    public int boundingHeight() {
        return 2 * radius;
    }

    @Override
    public String name() {
        return "circle";
    }

    /** Whether (x, y) lies inside or on the circle, computed in long arithmetic. */
    public boolean contains(int x, int y) {
        long dx = (long) x - cx;
        long dy = (long) y - cy;
        return dx * dx + dy * dy <= (long) radius * radius;
    }

    /** 0 when the circles are apart, 1 when they touch, 2 when they overlap, 3 when one is inside the other. */
    public int relationTo(Circle other) {
        long dx = (long) other.cx - cx;
        long dy = (long) other.cy - cy;
        long d2 = dx * dx + dy * dy;
        long sum = (long) radius + other.radius;
        long diff = Math.abs((long) radius - other.radius);
        if (d2 > sum * sum) {
            return 0;
        }
        if (d2 == sum * sum) {
            return 1;
        }
        return d2 <= diff * diff ? 3 : 2;
    }
}
