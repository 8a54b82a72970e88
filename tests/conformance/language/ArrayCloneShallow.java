// Checks array clone(): primitive clones are independent copies, object-array
// clones are shallow, multi-dimensional clones share the inner rows.
public class ArrayCloneShallow {
    static class Cell { int v; Cell(int v) { this.v = v; } }

    public static void main(String[] args) {
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        b[0] = 100;
        System.out.println("a[0]=" + a[0] + " b[0]=" + b[0] + " same=" + (a == b) + " len=" + b.length);
        Cell[] cs = { new Cell(1), new Cell(2) };
        Cell[] cs2 = cs.clone();
        cs2[0].v = 9;
        cs2[1] = new Cell(5);
        System.out.println("cs[0].v=" + cs[0].v + " cs[1].v=" + cs[1].v + " cs2[1].v=" + cs2[1].v);
        int[][] m = { { 1, 2 }, { 3, 4 } };
        int[][] m2 = m.clone();
        m2[0][0] = 77;
        m2[1] = new int[] { 0 };
        System.out.println("m[0][0]=" + m[0][0] + " m[1].length=" + m[1].length + " m2[1].length=" + m2[1].length);
        char[] chars = "hello".toCharArray();
        char[] c2 = chars.clone();
        c2[0] = 'J';
        System.out.println(new String(chars) + " " + new String(c2));
        long[] empty = new long[0];
        System.out.println("empty clone len " + empty.clone().length);
        Object o = a.clone();
        System.out.println("class " + o.getClass().getName() + " " + (o instanceof int[]));
    }
}
