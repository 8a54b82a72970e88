package objects;

/** A plane figure with integer dimensions. */
public interface Shape {
    /** Area in square units. */
    double area();

    /** Perimeter in units. */
    double perimeter();

    /** Width of the smallest axis-aligned box around the shape. */
    int boundingWidth();

    /** Height of the smallest axis-aligned box around the shape. */
    int boundingHeight();

    /** A short lower-case name such as "circle". */
    String name();

    default boolean isLargerThan(Shape other) {
        return other == null || area() > other.area();
    }

    /** Whether the shape's bounding box fits in a w x h box, possibly turned by 90 degrees. */
    default boolean fitsInBox(int w, int h) {
        int bw = boundingWidth();
        int bh = boundingHeight();
        if (bw <= w && bh <= h) {
            return true;
        }
        return bh <= w && bw <= h;
    }

    default String describe() {
        return name() + " " + boundingWidth() + "x" + boundingHeight();
    }
}
