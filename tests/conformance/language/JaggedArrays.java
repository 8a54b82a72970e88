// Checks jagged arrays created with new int[n][] and filled with rows of
// differing lengths, a triangle, and rows replaced or shared.
public class JaggedArrays {
    public static void main(String[] args) {
        int[][] tri = new int[5][];
        for (int i = 0; i < tri.length; i++) {
            tri[i] = new int[i + 1];
            tri[i][0] = tri[i][i] = 1;
            for (int j = 1; j < i; j++) tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
        }
        for (int[] row : tri) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v).append(' ');
            System.out.println(sb.toString().trim());
        }
        int[][] j = new int[3][];
        System.out.println("unset row " + j[1]);
        int[] shared = { 1, 2 };
        j[0] = shared; j[1] = shared; j[2] = new int[0];
        j[0][1] = 50;
        System.out.println("shared " + j[1][1] + " " + (j[0] == j[1]) + " lens " + j[0].length + j[2].length);
        Object[] objs = new Object[2];
        objs[0] = new int[] { 7 };
        objs[1] = new String[] { "s" };
        System.out.println(((int[]) objs[0])[0] + " " + ((String[]) objs[1])[0]);
        try {
            int[][] bad = new int[2][];
            bad[0][0] = 1;
        } catch (NullPointerException e) {
            System.out.println("NPE on missing row");
        }
    }
}
