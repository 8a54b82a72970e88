// Checks generic bridge methods: a class implementing Comparable<T> or a generic
// interface with a concrete type, called through the erased interface.
public class GenericBridgeMethod {
    interface Transformer<A, B> { B apply(A a); }
    static class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }
    }
    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        public String toString() { return major + "." + minor; }
    }
    static abstract class Box<T> {
        abstract void put(T t);
        abstract T take();
    }
    static class IntBox extends Box<Integer> {
        int v;
        void put(Integer t) { v = t * 10; }
        Integer take() { return v; }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Transformer<String, Integer> t = new Length();
        System.out.println(t.apply("hello"));
        Transformer raw = new Length();
        System.out.println(raw.apply("four"));
        try {
            raw.apply(Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("bridge cast: " + e.getMessage());
        }
        Comparable c = new Version(1, 2);
        System.out.println(c.compareTo(new Version(1, 3)) + " " + c.compareTo(new Version(0, 9)) + " " + c.compareTo(new Version(1, 2)));
        Box<Integer> b = new IntBox();
        b.put(4);
        int r = b.take();
        System.out.println("box=" + r);
    }
}
