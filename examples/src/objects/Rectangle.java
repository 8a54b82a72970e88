package objects;

/** An axis-aligned rectangle given by its lower-left corner, width and height. */
public final class Rectangle implements Shape {
    private final int x;
    private final int y;
    private final int width;
    private final int height;

    public Rectangle(int x, int y, int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("width and height must be positive");
        }
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
    }

    public long areaExact() {
        return (long) width * height;
    }

    @Override
    public double area() {
        return areaExact();
    }

    @Override
    public double perimeter() {
        return 2L * width + 2L * height;
    }

    @Override
    public int boundingWidth() {
        return width;
    }

    @Override
    public int boundingHeight() {
        return height;
    }

    @Override
    public String name() {
        return isSquare() ? "square" : "rectangle";
    }

    public boolean isSquare() {
        return width == height;
    }

    public boolean contains(int px, int py) {
        return px >= x && py >= y && (long) px <= (long) x + width && (long) py <= (long) y + height;
    }

    /** The overlapping rectangle, or null when the two only touch or are apart. */
    public Rectangle intersection(Rectangle other) {
        long left = Math.max(x, other.x);
        long bottom = Math.max(y, other.y);
        long right = Math.min((long) x + width, (long) other.x + other.width);
        long top = Math.min((long) y + height, (long) other.y + other.height);
        if (right <= left || top <= bottom) {
            return null;
        }
        return new Rectangle((int) left, (int) bottom, (int) (right - left), (int) (top - bottom));
    }
}
