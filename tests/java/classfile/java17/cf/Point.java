package cf;

// A record: Record attribute, ObjectMethods bootstrap for toString/hashCode/equals.
public record Point(int x, int y) implements Comparable<Point> {
    public Point {
        if (x < 0) throw new IllegalArgumentException("x");
    }

    public static final Point ORIGIN = new Point(0, 0);

    public int distance() {
        return Math.abs(x) + Math.abs(y);
    }

    @Override
    public int compareTo(Point other) {
        return Integer.compare(distance(), other.distance());
    }
}
