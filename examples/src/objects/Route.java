package objects;

import java.util.ArrayList;
import java.util.List;

/** A route through grid points. Consecutive duplicate points are dropped. */
public class Route {
    private final List<Point> points = new ArrayList<>();

    /** Appends {@code p} unless it equals the last point; returns whether it was added. */
    public boolean add(Point p) {
        if (p == null) {
            throw new IllegalArgumentException("point is null");
        }
        if (!points.isEmpty() && points.get(points.size() - 1).equals(p)) {
            return false;
        }
        points.add(p);
        return true;
    }

    public int size() {
        return points.size();
    }

    /** Sum of the Manhattan distances between consecutive points. */
    public long length() {
        long total = 0;
        for (int i = 1; i < points.size(); i++) {
            total += points.get(i - 1).manhattanDistance(points.get(i));
        }
        return total;
    }

    /** A route of at least three points that ends where it starts. */
    public boolean isClosed() {
        return points.size() >= 3 && points.get(0).equals(points.get(points.size() - 1));
    }

    /** The point of the route nearest to {@code target} (first one on ties); null for an empty route. */
    public Point closestTo(Point target) {
        Point best = null;
        long bestDistance = Long.MAX_VALUE;
        for (Point p : points) {
            long d = p.squaredDistance(target);
            if (d < bestDistance) {
                best = p;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Lower-left and upper-right corners of the bounding box. */
    public Point[] boundingBox() {
        if (points.isEmpty()) {
            throw new IllegalStateException("empty route");
        }
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (Point p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        return new Point[] {new Point(minX, minY), new Point(maxX, maxY)};
    }

    public int[] quadrantCounts() {
        int[] counts = new int[5];
        for (Point p : points) {
            counts[p.quadrant()]++;
        }
        return counts;
    }
}
