package objects;

/** Operations over arbitrary {@link Shape}s. */
public final class ShapeStats {
    private ShapeStats() {
    }

    /** The shape with the largest area, ignoring nulls; null if there is none. */
    public static Shape largest(Shape[] shapes) {
        Shape best = null;
        for (Shape s : shapes) {
            if (s != null && (best == null || s.area() > best.area())) {
                best = s;
            }
        }
        return best;
    }

    public static double totalArea(Shape[] shapes) {
        double total = 0;
        for (Shape s : shapes) {
            if (s != null) {
                total += s.area();
            }
        }
        return total;
    }

    /** How many shapes have the given name ("circle", "square", ...). */
    public static int countNamed(Shape[] shapes, String name) {
        int n = 0;
        for (Shape s : shapes) {
            if (s != null && s.name().equals(name)) {
                n++;
            }
        }
        return n;
    }

    /** Whether {@code inner} fits inside {@code outer} when both are centred; exact for circles and rectangles. */
    public static boolean fitsInside(Shape inner, Shape outer) {
        if (inner == null || outer == null) {
            throw new IllegalArgumentException("shapes are required");
        }
        if (outer instanceof Circle) {
            long d = ((Circle) outer).radius() * 2L;
            if (inner instanceof Circle) {
                return ((Circle) inner).radius() * 2L <= d;
            }
            long w = inner.boundingWidth();
            long h = inner.boundingHeight();
            return w * w + h * h <= d * d;
        }
        if (outer instanceof Rectangle) {
            return inner.fitsInBox(outer.boundingWidth(), outer.boundingHeight());
        }
        return inner.area() <= outer.area() && inner.fitsInBox(outer.boundingWidth(), outer.boundingHeight());
    }

    /** Sum of perimeters of the shapes whose bounding box is at most {@code maxSide} on both sides. */
    public static double smallPerimeterSum(Shape[] shapes, int maxSide) {
        double sum = 0;
        for (Shape s : shapes) {
            if (s == null) {
                continue;
            }
            if (s.boundingWidth() <= maxSide && s.boundingHeight() <= maxSide) {
                sum += s.perimeter();
            }
        }
        return sum;
    }

    /** Code of the kind of shape: 'C' circle, 'S' square, 'R' other rectangle, 'T' triangle, '?' anything else. */
    public static char kindCode(Shape s) {
        if (s instanceof Circle) {
            return 'C';
        } else if (s instanceof Rectangle) {
            return ((Rectangle) s).isSquare() ? 'S' : 'R';
        } else if (s instanceof Triangle) {
            return 'T';
        }
        return '?';
    }
}
