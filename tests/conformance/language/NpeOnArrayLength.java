// Checks NullPointerException from arraylength on null arrays reached through
// a parameter, a field, and a method result, plus the exception's class name.
public class NpeOnArrayLength {
    double[] data;

    static double[] none() { return null; }

    static int len(byte[] b) { return b.length; }

    public static void main(String[] args) {
        try { System.out.println(len(null)); } catch (NullPointerException e) { System.out.println("param: " + e.getMessage()); }
        NpeOnArrayLength x = new NpeOnArrayLength();
        try { System.out.println(x.data.length); } catch (NullPointerException e) { System.out.println("field: " + e.getMessage()); }
        try { System.out.println(none().length); } catch (NullPointerException e) { System.out.println("result: " + e.getMessage()); }
        try {
            int[][] m = new int[1][];
            System.out.println(m[0].length);
        } catch (NullPointerException e) {
            System.out.println("row: " + e.getClass().getName() + " / " + e.getMessage());
        }
        System.out.println("done");
    }
}
