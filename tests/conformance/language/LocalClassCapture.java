// Checks local classes declared inside methods that capture effectively-final
// locals and parameters, including captures in loops (one copy per iteration).
public class LocalClassCapture {
    interface Supplier { String get(); }

    static Supplier[] build(String prefix) {
        Supplier[] out = new Supplier[3];
        for (int i = 0; i < 3; i++) {
            final int idx = i;
            class Item implements Supplier {
                final int square = idx * idx;
                public String get() { return prefix + idx + "^2=" + square; }
            }
            out[i] = new Item();
        }
        return out;
    }

    int base = 7;

    int compute(int arg) {
        int local = arg * 2;
        class Adder {
            int add(int x) { return x + local + base; }
        }
        Adder a = new Adder();
        base = 1000; // read through this, not captured
        return a.add(1);
    }

    public static void main(String[] args) {
        for (Supplier s : build("n")) System.out.println(s.get());
        System.out.println("compute=" + new LocalClassCapture().compute(5));
        class Point {
            final int x, y;
            Point(int x, int y) { this.x = x; this.y = y; }
            public String toString() { return "(" + x + "," + y + ")"; }
        }
        System.out.println(new Point(1, 2) + " " + new Point(3, 4).getClass().getSimpleName());
    }
}
