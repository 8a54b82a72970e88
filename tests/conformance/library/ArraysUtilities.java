// Checks Arrays.fill, copyOf (truncate and pad), copyOfRange, asList (write-through,
// fixed size), toString, deepToString, equals, deepEquals, binarySearch and mismatch.
import java.util.Arrays;
import java.util.List;

public class ArraysUtilities {
    public static void main(String[] args) {
        int[] a = new int[6];
        Arrays.fill(a, 7);
        Arrays.fill(a, 1, 3, -1);
        System.out.println(Arrays.toString(a));
        int[] shorter = Arrays.copyOf(a, 3);
        int[] longer = Arrays.copyOf(a, 9);
        System.out.println(Arrays.toString(shorter) + " " + Arrays.toString(longer));
        String[] names = {"x", "y", "z"};
        System.out.println(Arrays.toString(Arrays.copyOf(names, 5)) + " " + Arrays.toString(Arrays.copyOfRange(names, 1, 4)));
        System.out.println(Arrays.toString(Arrays.copyOfRange(new double[] {1.5, 2.5, 3.5}, 1, 3)));
        List<String> view = Arrays.asList(names);
        view.set(0, "X");
        System.out.println(names[0] + " " + view + " " + view.getClass().getName());
        try {
            view.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new boolean[] {true, false}) + " " + Arrays.toString(new char[] {'h', 'i'}));
        int[][] grid = {{1, 2}, {3}, {}};
        Object[] deep = {"s", new int[] {4, 5}, new String[][] {{"a"}, {"b", null}}, null};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(deep));
        System.out.println(Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1, 2}, new int[] {2, 1})
            + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0}));
        System.out.println(Arrays.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " " + Arrays.equals(new int[][] {{1}}, new int[][] {{1}}));
        int[] sorted = {1, 3, 5, 7, 9, 11, 13};
        System.out.println(Arrays.binarySearch(sorted, 7) + " " + Arrays.binarySearch(sorted, 1) + " " + Arrays.binarySearch(sorted, 8)
            + " " + Arrays.binarySearch(sorted, 0) + " " + Arrays.binarySearch(sorted, 20) + " " + Arrays.binarySearch(sorted, 2, 5, 9));
        String[] sortedNames = {"ant", "bee", "cat", "dog"};
        System.out.println(Arrays.binarySearch(sortedNames, "cat") + " " + Arrays.binarySearch(sortedNames, "cow"));
        System.out.println(Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}));
        Integer[] boxes = {3, 1, 2};
        Arrays.setAll(boxes, i -> i * i);
        System.out.println(Arrays.toString(boxes) + " " + Arrays.stream(sorted).sum());
        try {
            Arrays.copyOfRange(sorted, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
