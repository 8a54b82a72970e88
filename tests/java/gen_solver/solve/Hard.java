package solve;

// Branches behind conditions each layer of the solver chain is there for.
public class Hard {
    // Non-linear integers: a right triangle (the concolic walk's small
    // values find one; cvc5 proves the isosceles one impossible).
    public static String triangle(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0 || a > 1000 || b > 1000 || c > 1000) {
            return "invalid";
        }
        if (a * a + b * b == c * c) {
            return a == b ? "impossible" : "right";
        }
        return "other";
    }

    // Transcendental: Math.sin stays a call in the path condition, which the
    // concolic walk searches by running it.
    public static int wave(double x) {
        if (Math.sin(x) > 0.99) {
            return 1;
        }
        if (Math.sin(x) < -0.99) {
            return -1;
        }
        return 0;
    }

    // Remainder chains: the integer encoding.
    public static boolean leap(int year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }
}
