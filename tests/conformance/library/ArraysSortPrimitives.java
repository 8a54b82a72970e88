// Checks Arrays.sort on int[], long[], double[] (NaN last, -0.0 before 0.0),
// float[], char[], byte[] and partial-range sort, printed with Arrays.toString.
import java.util.Arrays;

public class ArraysSortPrimitives {
    public static void main(String[] args) {
        int[] ints = new int[50];
        int seed = 12345;
        for (int i = 0; i < ints.length; i++) {
            seed = seed * 1103515245 + 12345;
            ints[i] = (seed >>> 16) % 1000 - 500;
        }
        Arrays.sort(ints);
        System.out.println(Arrays.toString(ints));
        long[] longs = {5L, Long.MIN_VALUE, -3L, Long.MAX_VALUE, 0L, 1L << 40, -1L};
        Arrays.sort(longs);
        System.out.println(Arrays.toString(longs));
        double[] doubles = {3.5, Double.NaN, -0.0, 0.0, -1e300, Double.POSITIVE_INFINITY, 0.0, -0.0, Double.NEGATIVE_INFINITY, 2.0, Double.NaN, -7.25};
        Arrays.sort(doubles);
        System.out.println(Arrays.toString(doubles));
        float[] floats = {1.5f, Float.NaN, -0.0f, 0.0f, -2f};
        Arrays.sort(floats);
        System.out.println(Arrays.toString(floats));
        char[] chars = "symbolic".toCharArray();
        Arrays.sort(chars);
        System.out.println(new String(chars));
        byte[] bytes = {10, -128, 127, 0, -1};
        Arrays.sort(bytes);
        System.out.println(Arrays.toString(bytes));
        int[] partial = {9, 8, 7, 6, 5, 4, 3, 2, 1};
        Arrays.sort(partial, 2, 6);
        System.out.println(Arrays.toString(partial));
        short[] shorts = {300, -300, 0};
        Arrays.sort(shorts);
        System.out.println(Arrays.toString(shorts));
        int[] empty = {};
        Arrays.sort(empty);
        System.out.println(Arrays.toString(empty));
        try {
            Arrays.sort(partial, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Arrays.sort(partial, 0, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        }
    }
}
