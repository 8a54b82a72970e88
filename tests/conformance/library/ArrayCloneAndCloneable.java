// Checks array clone (shallow for object and 2D arrays, independent for primitives),
// Object.clone of a Cloneable class (shallow fields) and CloneNotSupportedException.
import java.util.Arrays;

public class ArrayCloneAndCloneable {
    static final class Point implements Cloneable {
        int x;
        int y;
        int[] tags;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
            this.tags = new int[] {x, y};
        }

        @Override
        public Point clone() {
            try {
                return (Point) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static final class NotCloneable {
        int v = 3;

        Object tryClone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3};
        int[] b = a.clone();
        b[0] = 100;
        System.out.println(Arrays.toString(a) + " " + Arrays.toString(b) + " " + (a != b) + " " + (a.getClass() == b.getClass()));
        String[] s = {"x", "y"};
        String[] t = s.clone();
        System.out.println((s[0] == t[0]) + " " + t.getClass().getName());
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] g2 = grid.clone();
        g2[0][0] = 9;
        g2[1] = new int[] {7};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(g2));
        double[] empty = new double[0];
        System.out.println(empty.clone().length);
        Point p = new Point(3, 4);
        Point q = p.clone();
        q.x = 30;
        q.tags[0] = -1;
        System.out.println(p.x + " " + p.y + " " + q.x + " " + q.y + " " + (p.tags == q.tags) + " " + p.tags[0] + " " + (p != q));
        System.out.println(q.getClass().getName());
        try {
            new NotCloneable().tryClone();
            System.out.println("cloned?");
        } catch (CloneNotSupportedException e) {
            System.out.println("CNSE: " + e.getMessage());
        }
        char[] chars = "abc".toCharArray();
        Object o = chars.clone();
        System.out.println(o instanceof char[]);
        System.out.println(new String((char[]) o));
    }
}
