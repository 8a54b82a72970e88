// Checks records: accessors, toString, equals, hashCode (deterministic for
// ints and strings), records as nested types, static members and methods.
public class RecordBasics {
    record Point(int x, int y) {
        static Point origin() { return new Point(0, 0); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }
    record Person(String name, int age) { }
    record Mixed(long id, boolean flag, char c, double d) { }
    record Empty() { }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y());
        Point q = new Point(3, 4);
        System.out.println("equals=" + p.equals(q) + " same=" + (p == q) + " hash equal=" + (p.hashCode() == q.hashCode()));
        System.out.println("hash p=" + p.hashCode() + " origin=" + Point.origin().hashCode());
        System.out.println("plus=" + p.plus(new Point(-1, 10)));
        Person a = new Person("Ann", 30);
        Person b = new Person("Ann", 31);
        System.out.println(a + " " + a.equals(b) + " hash=" + a.hashCode());
        System.out.println("null name: " + new Person(null, 1) + " hash=" + new Person(null, 1).hashCode());
        System.out.println(new Mixed(5L, true, 'z', 1.5));
        System.out.println(new Mixed(5L, true, 'z', 1.5).equals(new Mixed(5L, true, 'z', 1.5)));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " hash=" + new Empty().hashCode());
        System.out.println("equals other type: " + p.equals("Point[x=3, y=4]") + " null: " + p.equals(null));
    }
}
