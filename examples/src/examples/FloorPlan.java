package examples;

/** Floor planning: a Room interface with record implementations, virtual dispatch, a default method, an enum switch. */
public class FloorPlan {
    public static final int SQUARE = 0;
    public static final int RECTANGLE = 1;
    public static final int L_SHAPED = 2;

    enum Flooring { CARPET, TILE, WOOD }

    interface Room {
        int area();

        int perimeter();

        default boolean isLarge() {
            return area() >= 40;
        }
    }

    record Square(int side) implements Room {
        public int area() { return side * side; }
        public int perimeter() { return 4 * side; }
    }

    record Rectangle(int width, int depth) implements Room {
        public int area() { return width * depth; }
        public int perimeter() { return 2 * (width + depth); }
    }

    /** A side x side square with a notch x notch square cut from one corner; the perimeter does not change. */
    record LShaped(int side, int notch) implements Room {
        public int area() { return side * side - notch * notch; }
        public int perimeter() { return 4 * side; }
    }

    private static Room room(int shape, int a, int b) {
        if (a < 1 || a > 30 || b < 1 || b > 30) {
            throw new IllegalArgumentException("sides must be in 1..30 m");
        }
        switch (shape) {
            case SQUARE: return new Square(a);
            case RECTANGLE: return new Rectangle(a, b);
            case L_SHAPED:
                if (b >= a) {
                    throw new IllegalArgumentException("the notch must be smaller than the room");
                }
                return new LShaped(a, b);
            default: throw new IllegalArgumentException("unknown shape " + shape);
        }
    }

    /** Floor area in m² of a room of the given shape; b is ignored for a square. */
    public static int area(int shape, int a, int b) {
        return room(shape, a, b).area();
    }

    /** Cost in euros of flooring a room with 'c'arpet, 't'ile or 'w'ood (plus skirting); 10% off large rooms. */
    public static int flooringCost(int shape, int a, int b, char material) {
        Room room = room(shape, a, b);
        Flooring flooring = switch (material) {
            case 'c' -> Flooring.CARPET;
            case 't' -> Flooring.TILE;
            case 'w' -> Flooring.WOOD;
            default -> throw new IllegalArgumentException("unknown material " + material);
        };
        int cost;
        switch (flooring) {
            case CARPET: cost = room.area() * 20; break;
            case TILE: cost = room.area() * 35 + 50; break;  // tiles plus grout
            default: cost = room.area() * 50 + room.perimeter() * 8; break;  // wood plus skirting boards
        }
        if (room.isLarge()) {
            cost -= cost / 10;
        }
        return cost;
    }

    private FloorPlan() {
        // static methods only
    }
}
