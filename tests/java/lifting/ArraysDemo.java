package lifting;

// Arrays of every element type, multi-dimensional arrays, and the compound
// assignments that make javac use dup2, dup_x2 and dup2_x2.
public class ArraysDemo {
    static long all(int n) {
        boolean[] z = new boolean[n];
        byte[] b = new byte[n];
        char[] c = new char[n];
        short[] s = new short[n];
        int[] i = new int[n];
        long[] l = new long[n];
        float[] f = new float[n];
        double[] d = new double[n];
        String[] o = new String[n];
        z[0] = true;
        b[0] = 1;
        c[0] = 'x';
        s[0] = 300;
        i[0] = 70000;
        l[0] = 5L;
        f[0] = 1.5f;
        d[0] = 2.5;
        o[0] = "s";
        long sum = (z[0] ? 1 : 0) + b[0] + c[0] + s[0] + i[0] + l[0] + (long) f[0] + (long) d[0] + o[0].length();
        return sum + z.length + o.length;
    }

    static int[][] multi(int a, int b) {
        int[][] m = new int[a][b];
        long[][][] cube = new long[a][b][2];
        String[][] partial = new String[a][];
        m[0][0] = (int) cube[0][0][1] + partial.length;
        return m;
    }

    static int compound(int[] a, int i, int x) {
        a[i] += x;
        a[i]++;
        int old = a[i]++;
        int set = a[i] = x;
        return old + set;
    }

    static long compoundLong(long[] a, int i, long x) {
        a[i] += x;
        long old = a[i]++;
        long set = a[i] = x;
        return old + set;
    }

    static double compoundDouble(double[] a, int i) {
        return a[i]++;
    }

    static int literals() {
        int[] xs = {1, 2, 3};
        char[][] grid = {{'a', 'b'}, {'c'}};
        return xs.length + grid[1].length;
    }
}
