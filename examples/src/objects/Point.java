package objects;

/** A point on the integer grid. */
public record Point(int x, int y) {
    public static final Point ORIGIN = new Point(0, 0);

    /** Parses "x,y" with optional spaces around the numbers, e.g. "3, -4". */
    public static Point parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text is null");
        }
        int comma = text.indexOf(',');
        if (comma < 0 || comma != text.lastIndexOf(',')) {
            throw new IllegalArgumentException("expected exactly one comma: " + text);
        }
        try {
            int x = Integer.parseInt(text.substring(0, comma).trim());
            int y = Integer.parseInt(text.substring(comma + 1).trim());
            return new Point(x, y);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a point: " + text, e);
        }
    }

    public long manhattanDistance(Point other) {
        return Math.abs((long) x - other.x) + Math.abs((long) y - other.y);
    }

    public long squaredDistance(Point other) {
        long dx = (long) x - other.x;
        long dy = (long) y - other.y;
        return dx * dx + dy * dy;
    }

    /** 1 to 4 counter-clockwise from the upper right; 0 for a point on an axis. */
    public int quadrant() {
        if (x == 0 || y == 0) {
            return 0;
        }
        if (x > 0) {
            return y > 0 ? 1 : 4;
        }
        return y > 0 ? 2 : 3;
    }

    public Point translate(int dx, int dy) {
        return new Point(x + dx, y + dy);
    }

    /** Rotates 90 degrees counter-clockwise around the origin. */
    public Point rotate90() {
        return new Point(-y, x);
    }

    public boolean isOrigin() {
        return x == 0 && y == 0;
    }

    /** Whether the point lies on the segment from {@code a} to {@code b}, ends included. */
    public boolean isOnSegment(Point a, Point b) {
        long cross = ((long) b.x - a.x) * ((long) y - a.y) - ((long) b.y - a.y) * ((long) x - a.x);
        if (cross != 0) {
            return false;
        }
        return x >= Math.min(a.x, b.x) && x <= Math.max(a.x, b.x)
                && y >= Math.min(a.y, b.y) && y <= Math.max(a.y, b.y);
    }
}
