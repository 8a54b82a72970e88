package eng;

// The only branch of fee is in a class nested in Shelf: its edges are
// Shelf's coverage. ShelfRules only shares the start of the name.
public class Shelf {
    static final class Weight {
        static int fee(int kg) {
            return kg > 20 ? 2 * kg : 5;
        }
    }

    public static int fee(int kg) {
        return Weight.fee(kg);
    }

    public static int ruled(int kg) {
        return ShelfRules.fee(kg);
    }
}

class ShelfRules {
    static int fee(int kg) {
        return kg > 20 ? 3 * kg : 4;
    }
}
