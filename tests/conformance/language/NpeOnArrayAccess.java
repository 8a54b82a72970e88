// Checks NullPointerException on array loads, stores and arraylength of null
// arrays of several element types, printing the helpful NPE messages.
public class NpeOnArrayAccess {
    static int[] staticArr;
    static String[][] grid = new String[2][];

    public static void main(String[] args) {
        int[] a = null;
        try { System.out.println(a[0]); } catch (NullPointerException e) { System.out.println("1: " + e.getMessage()); }
        try { a[1] = 3; } catch (NullPointerException e) { System.out.println("2: " + e.getMessage()); }
        try { System.out.println(a.length); } catch (NullPointerException e) { System.out.println("3: " + e.getMessage()); }
        long[] l = null;
        try { l[0] += 1; } catch (NullPointerException e) { System.out.println("4: " + e.getMessage()); }
        Object[] o = null;
        try { o[0] = "x"; } catch (NullPointerException e) { System.out.println("5: " + e.getMessage()); }
        try { System.out.println(staticArr[2]); } catch (NullPointerException e) { System.out.println("6: " + e.getMessage()); }
        try { System.out.println(grid[1][0]); } catch (NullPointerException e) { System.out.println("7: " + e.getMessage()); }
        try { System.out.println(grid[0].length); } catch (NullPointerException e) { System.out.println("8: " + e.getMessage()); }
        char[] c = null;
        try { for (char ch : c) System.out.println(ch); } catch (NullPointerException e) { System.out.println("9: " + e.getMessage()); }
        boolean[] z = null;
        try { z[0] = true; } catch (NullPointerException e) { System.out.println("10: " + e.getMessage()); }
        System.out.println("done");
    }
}
