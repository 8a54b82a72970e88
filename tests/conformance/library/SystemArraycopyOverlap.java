// Checks System.arraycopy within the same array for forward and backward overlap,
// zero-length copies, object arrays (shallow copy), and copies between subtype arrays.
import java.util.Arrays;

public class SystemArraycopyOverlap {
    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println(Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println(Arrays.toString(b));
        int[] c = {1, 2, 3};
        System.arraycopy(c, 0, c, 0, 3);
        System.arraycopy(c, 3, c, 0, 0);
        System.out.println(Arrays.toString(c));
        char[] chars = "hello world".toCharArray();
        System.arraycopy(chars, 6, chars, 0, 5);
        System.out.println(new String(chars));
        StringBuilder[] sbs = {new StringBuilder("x"), new StringBuilder("y")};
        StringBuilder[] copy = new StringBuilder[2];
        System.arraycopy(sbs, 0, copy, 0, 2);
        copy[0].append("!");
        System.out.println(sbs[0] + " " + (copy[1] == sbs[1]));
        String[] strs = {"a", "b", "c"};
        Object[] objs = new Object[4];
        System.arraycopy(strs, 0, objs, 1, 3);
        System.out.println(Arrays.toString(objs));
        Object[] back = {"p", "q"};
        String[] target = new String[2];
        System.arraycopy(back, 0, target, 0, 2);
        System.out.println(Arrays.toString(target));
        long[] longs = {1L, 2L, 3L, 4L};
        System.arraycopy(longs, 1, longs, 0, 3);
        double[] doubles = {0.5, 1.5};
        double[] dst = new double[3];
        System.arraycopy(doubles, 0, dst, 1, 2);
        boolean[] flags = {true, false, true};
        boolean[] flags2 = new boolean[3];
        System.arraycopy(flags, 1, flags2, 0, 2);
        System.out.println(Arrays.toString(longs) + " " + Arrays.toString(dst) + " " + Arrays.toString(flags2));
        int[][] grid = {{1}, {2}};
        int[][] gridCopy = new int[2][];
        System.arraycopy(grid, 0, gridCopy, 0, 2);
        gridCopy[0][0] = 99;
        System.out.println(grid[0][0]);
    }
}
