package objects;

import java.util.Arrays;

/** A triangle given by its three side lengths. */
public final class Triangle implements Shape {
    private final int a;
    private final int b;
    private final int c;

    public Triangle(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            throw new IllegalArgumentException("sides must be positive");
        }
        if ((long) a + b <= c || (long) a + c <= b || (long) b + c <= a) {
            throw new IllegalArgumentException("sides violate the triangle inequality");
        }
        this.a = a;
        this.b = b;
        this.c = c;
    }

    /** "equilateral", "isosceles" or "scalene". */
    public String kind() {
        if (a == b && b == c) {
            return "equilateral";
        }
        if (a == b || b == c || a == c) {
            return "isosceles";
        }
        return "scalene";
    }

    public boolean isRight() {
        int[] s = {a, b, c};
        Arrays.sort(s);
        return (long) s[0] * s[0] + (long) s[1] * s[1] == (long) s[2] * s[2];
    }

    @Override
    public double area() {
        double p = perimeter() / 2;
        return Math.sqrt(p * (p - a) * (p - b) * (p - c));
    }

    @Override
    public double perimeter() {
        return (double) a + b + c;
    }

    /** Width when lying on its longest side. */
    @Override
    public int boundingWidth() {
        return Math.max(a, Math.max(b, c));
    }

    /** Height over the longest side, rounded up. */
    @Override
    public int boundingHeight() {
        return (int) Math.ceil(2 * area() / boundingWidth());
    }

    @Override
    public String name() {
        return "triangle";
    }
}
