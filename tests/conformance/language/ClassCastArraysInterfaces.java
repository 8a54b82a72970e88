// Checks ClassCastException messages for array types and interface targets,
// and successful casts to implemented interfaces and array supertypes.
public class ClassCastArraysInterfaces {
    interface Shape { }
    static class Circle implements Shape { }
    static class Stone { }

    public static void main(String[] args) {
        Object ia = new int[1];
        try {
            long[] la = (long[]) ia;
            System.out.println("no exception " + la.length);
        } catch (ClassCastException e) {
            System.out.println("1: " + e.getMessage());
        }
        Object sa = new String[1];
        try {
            Integer[] xa = (Integer[]) sa;
            System.out.println("no exception " + xa.length);
        } catch (ClassCastException e) {
            System.out.println("2: " + e.getMessage());
        }
        Object stone = new Stone();
        try {
            Shape s = (Shape) stone;
            System.out.println("no exception " + s);
        } catch (ClassCastException e) {
            System.out.println("3: " + e.getMessage());
        }
        try {
            Runnable r = (Runnable) stone;
            System.out.println("no exception " + r);
        } catch (ClassCastException e) {
            System.out.println("4: " + e.getMessage());
        }
        Object circles = new Circle[2];
        Shape[] shapes = (Shape[]) circles;
        Object[] objs = (Object[]) circles;
        System.out.println("ok " + shapes.length + " " + objs.length);
        try {
            Circle[] cs = (Circle[]) new Shape[1];
            System.out.println("no exception " + cs.length);
        } catch (ClassCastException e) {
            System.out.println("5: " + e.getMessage());
        }
    }
}
