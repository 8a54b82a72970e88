// Checks array runtime class names, instanceof/array covariance (String[] is an
// Object[], int[] is not), and that arrays are Cloneable and Serializable.
public class ArrayClassNamesCovariance {
    static class Item { }

    public static void main(String[] args) {
        Object[] things = {
            new int[0], new long[0], new boolean[0], new char[0], new byte[0], new short[0],
            new float[0], new double[0], new String[0], new int[0][0], new Item[0], new Object[0][]
        };
        for (Object t : things) System.out.println(t.getClass().getName());
        Object s = new String[1];
        Object i = new int[1];
        System.out.println((s instanceof Object[]) + " " + (i instanceof Object[]) + " " + (s instanceof Cloneable) + " " + (i instanceof java.io.Serializable));
        Object m = new int[1][1];
        System.out.println((m instanceof Object[]) + " " + (m instanceof int[][]) + " " + (m instanceof Object[][]));
        Object c = new CharSequence[0];
        System.out.println((s instanceof CharSequence[]) + " " + (c instanceof String[]));
        System.out.println(new Item[0].getClass().getSimpleName() + " " + new int[0][0].getClass().getSimpleName());
    }
}
