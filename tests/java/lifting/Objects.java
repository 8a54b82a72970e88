package lifting;

import java.util.ArrayList;
import java.util.List;

// Fields and statics, every invoke kind, object creation, casts and instanceof,
// and the field assignments that make javac use dup_x1 and dup2_x1.
public class Objects {
    interface Shape {
        double area();

        default String describe() {
            return "shape with area " + area();
        }

        static Shape unit() {
            return new Square(1);
        }
    }

    static abstract class Base implements Shape {
        protected int id;
        static int count;

        Base() {
            id = ++count;
        }

        public String toString() {
            return "Base" + id;
        }
    }

    static final class Square extends Base {
        final double side;

        Square(double side) {
            super();
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        @Override
        public String toString() {
            return "Square " + super.toString();
        }
    }

    int f;
    long lf;
    double df;
    static long sl;
    static int si;
    static Object so;
    private int secret;

    private int secret() {
        return secret;
    }

    int fieldOps(Objects other) {
        int a = (other.f = 5);         // dup_x1
        long b = (other.lf = 7L);      // dup2_x1
        double c = (other.df = 1.5);   // dup2_x1
        other.f++;
        int d = other.f++;
        long e = sl++;                 // dup2
        si += 3;
        so = this;
        return a + (int) b + (int) c + d + (int) e + secret();
    }

    void chain(Objects o, long z) {
        this.lf = o.lf = z;                            // dup2_x1 (long below a reference)
    }

    static double calls(Shape s, Object o) {
        double total = s.area();                       // invokeinterface
        total += Shape.unit().area();                  // invokestatic on interface
        String text = s.describe() + o.toString();     // default method, invokevirtual
        if (o instanceof Square) {
            Square q = (Square) o;                     // checkcast
            total += q.area();
        }
        List<String> list = new ArrayList<>();
        list.add(text);                                // pop
        total += list.size();
        total += Math.max(1, 2);
        Object[] arr = new Object[]{s, o};
        total += arr.length;
        return total;
    }

    static void discard() {
        System.nanoTime();                             // pop2
        Math.abs(-1.5);
        Class<?> k = String.class;                     // ldc class
        Class<?> ka = int[].class;
        Class<?> kp = int.class;                       // getstatic Integer.TYPE
        so = k.getName() + ka + kp;
    }

    static String[] varargs(String... xs) {
        return xs;
    }

    static Object clone(int[] a) {
        return a.clone();                              // array owner
    }
}
