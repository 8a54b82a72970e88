// Checks ClassCastException messages for casts between nested application
// classes, JDK classes, and mixed application/JDK classes.
public class ClassCastMessages {
    static class Fruit { }
    static class Apple extends Fruit { }
    static class Pear extends Fruit { }

    public static void main(String[] args) {
        Fruit f = new Pear();
        try {
            Apple a = (Apple) f;
            System.out.println("no exception " + a);
        } catch (ClassCastException e) {
            System.out.println("1: " + e.getMessage());
        }
        Object o = Integer.valueOf(3);
        try {
            String s = (String) o;
            System.out.println("no exception " + s);
        } catch (ClassCastException e) {
            System.out.println("2: " + e.getMessage());
        }
        Object p = new Apple();
        try {
            String s = (String) p;
            System.out.println("no exception " + s);
        } catch (ClassCastException e) {
            System.out.println("3: " + e.getMessage());
        }
        Object q = "text";
        try {
            Fruit fr = (Fruit) q;
            System.out.println("no exception " + fr);
        } catch (ClassCastException e) {
            System.out.println("4: " + e);
        }
        Fruit ok = (Fruit) p;
        Object nul = null;
        Apple fromNull = (Apple) nul;
        System.out.println("legal casts: " + (ok != null) + " " + fromNull);
    }
}
