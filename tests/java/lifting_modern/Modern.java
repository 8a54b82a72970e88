package lifting_modern;

import java.util.List;

// Language features newer than Java 8 (compiled at --release 17 only):
// records, private interface methods, sealed types, switch expressions,
// pattern matching for instanceof, text blocks and var.
public class Modern {
    sealed interface Shape permits Circle, Rect {
        double area();

        default String describe() {
            return name() + " of area " + area();
        }

        private String name() {
            return getClass().getSimpleName();
        }

        private static double square(double x) {
            return x * x;
        }

        static double circleArea(double r) {
            return Math.PI * square(r);
        }
    }

    record Circle(double radius) implements Shape {
        Circle {
            if (radius < 0) throw new IllegalArgumentException("radius");
        }

        public double area() {
            return Shape.circleArea(radius);
        }
    }

    record Rect(int w, int h) implements Shape {
        public double area() {
            return w * h;
        }
    }

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int kind(Day d) {
        return switch (d) {
            case SAT, SUN -> 0;
            case FRI -> {
                int x = d.ordinal();
                yield x * 2;
            }
            default -> 1;
        };
    }

    static String text(Object o) {
        if (o instanceof String s && !s.isEmpty()) {
            return s.toUpperCase();
        }
        if (o instanceof Rect r) {
            return "rect " + r.w() + "x" + r.h();
        }
        return """
            text block
              with "quotes" and \t tabs
            """ + o;
    }

    static double total(List<Shape> shapes) {
        var sum = 0.0;
        for (var s : shapes) sum += s.area();
        return sum;
    }

    static int strings(String s) {
        return switch (s) {
            case "one" -> 1;
            case "two" -> 2;
            default -> s.length();
        };
    }
}
