// Checks rectangular multi-dimensional arrays (multianewarray): shapes, default
// values, independent rows, partially specified dimensions, and 3D arrays.
public class MultiDimArrays {
    public static void main(String[] args) {
        int[][] m = new int[3][4];
        System.out.println("rows " + m.length + " cols " + m[0].length + " " + m[2].length);
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 4; c++)
                m[r][c] = r * 10 + c;
        StringBuilder sb = new StringBuilder();
        for (int[] row : m) {
            for (int v : row) sb.append(v).append(' ');
            sb.append("| ");
        }
        System.out.println(sb.toString().trim());
        System.out.println("rows distinct " + (m[0] != m[1]));
        long[][][] cube = new long[2][3][2];
        cube[1][2][1] = 99L;
        System.out.println("cube " + cube.length + " " + cube[0].length + " " + cube[0][0].length + " " + cube[1][2][1] + " " + cube[0][0][0]);
        double[][][] partial = new double[2][2][];
        System.out.println("partial " + partial[1][1] + " " + partial[1].length);
        String[][] names = new String[2][2];
        names[0][1] = "x";
        System.out.println("names " + names[0][0] + " " + names[0][1]);
        char[][] grid = { { 'a', 'b' }, { 'c' } };
        System.out.println("grid " + grid[0][1] + grid[1][0] + " " + grid[1].length);
        int[][] zero = new int[0][5];
        System.out.println("zero " + zero.length);
        boolean[][] flags = new boolean[2][3];
        flags[1][2] = true;
        System.out.println("flags " + flags[1][2] + " " + flags[0][2]);
    }
}
