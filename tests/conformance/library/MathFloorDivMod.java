// Checks Math.floorDiv/floorMod against / and % for all sign combinations,
// int and long overloads, the MIN_VALUE/-1 case and division by zero messages.
public class MathFloorDivMod {
    public static void main(String[] args) {
        int[][] cases = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {6, 3}, {-6, 3}, {0, 5}, {1, 7}, {-1, 7}};
        for (int[] c : cases) {
            int a = c[0];
            int b = c[1];
            System.out.println(a + "," + b + ": / " + (a / b) + " % " + (a % b) + " floorDiv " + Math.floorDiv(a, b) + " floorMod " + Math.floorMod(a, b));
        }
        System.out.println(Math.floorDiv(Integer.MIN_VALUE, -1) + " " + Math.floorMod(Integer.MIN_VALUE, -1));
        System.out.println(Math.floorDiv(-10L, 3L) + " " + Math.floorMod(-10L, 3L) + " " + Math.floorMod(-10L, 3));
        System.out.println(Math.floorDiv(Long.MIN_VALUE, 2L) + " " + Math.floorMod(Long.MIN_VALUE, 3L));
        System.out.println(-7.5 % 2 + " " + 7.5 % -2 + " " + 5.0 % 0 + " " + Math.IEEEremainder(7.5, 2));
        try {
            System.out.println(Math.floorDiv(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        try {
            System.out.println(Math.floorMod(1L, 0L));
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        try {
            int zero = 0;
            System.out.println(5 % zero);
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        System.out.println(Math.floorMod(-1, 24) + " " + Math.floorMod(25, 24) + " " + Math.floorMod(-25, -24));
    }
}
