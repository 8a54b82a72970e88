// Checks instanceof: null is never an instance, subclass/interface/array
// relations, and instanceof against Object for every non-null value.
public class InstanceofNullAndTypes {
    interface Flyer { }
    static class Bird implements Flyer { }
    static class Penguin extends Bird { }
    static class Rock { }

    static String test(Object o) {
        return (o instanceof Object) + "," + (o instanceof Bird) + "," + (o instanceof Penguin) + ","
            + (o instanceof Flyer) + "," + (o instanceof Rock) + "," + (o instanceof Comparable);
    }

    public static void main(String[] args) {
        System.out.println("null:    " + test(null));
        System.out.println("bird:    " + test(new Bird()));
        System.out.println("penguin: " + test(new Penguin()));
        System.out.println("rock:    " + test(new Rock()));
        System.out.println("string:  " + test("s"));
        System.out.println("int[]:   " + test(new int[0]));
        String ns = null;
        System.out.println("typed null string instanceof String: " + (ns instanceof String));
        Bird[] birds = null;
        System.out.println("null array instanceof Object[]: " + (((Object) birds) instanceof Object[]));
    }
}
