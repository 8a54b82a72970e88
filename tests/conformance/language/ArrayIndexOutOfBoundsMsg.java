// Checks ArrayIndexOutOfBoundsException messages for loads and stores of various
// element types, negative indices, and empty arrays.
public class ArrayIndexOutOfBoundsMsg {
    static int idx(int i) { return i; }

    public static void main(String[] args) {
        int[] a = new int[3];
        try { a[idx(5)] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("1: " + e.getMessage()); }
        try { System.out.println(a[idx(-1)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("2: " + e.getMessage()); }
        String[] s = new String[0];
        try { System.out.println(s[idx(0)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("3: " + e); }
        long[] l = new long[2];
        try { l[idx(2)]++; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("4: " + e.getMessage()); }
        char[] c = new char[1];
        try { c[idx(Integer.MIN_VALUE)] = 'x'; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("5: " + e.getMessage()); }
        double[][] m = new double[2][2];
        try { m[idx(1)][idx(2)] = 1.0; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("6: " + e.getMessage()); }
        byte[] b = new byte[10];
        try { b[idx(10)] = 1; } catch (IndexOutOfBoundsException e) { System.out.println("7: " + e.getClass().getName() + " " + e.getMessage()); }
        System.out.println("done");
    }
}
