// Checks NegativeArraySizeException for newarray, anewarray and multianewarray,
// with its message, and that zero-length arrays are fine.
public class NegativeArraySize {
    static int neg(int x) { return -x; }

    public static void main(String[] args) {
        try {
            int[] a = new int[neg(1)];
            System.out.println("no exception " + a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[]: " + e);
        }
        try {
            String[] a = new String[neg(5)];
            System.out.println("no exception " + a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("String[]: " + e.getMessage());
        }
        try {
            int[][] a = new int[2][neg(3)];
            System.out.println("no exception " + a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("int[][]: " + e.getMessage());
        }
        try {
            long[][] a = new long[neg(2)][0];
            System.out.println("no exception " + a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("long[][]: " + e.getMessage());
        }
        try {
            byte[] a = new byte[Integer.MIN_VALUE];
            System.out.println("no exception " + a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("byte[] MIN: " + e.getMessage());
        }
        int[][] ok = new int[0][neg(0)];
        System.out.println("zero ok " + ok.length);
    }
}
