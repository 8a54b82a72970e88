// Checks integer division truncation toward zero and remainder sign (follows
// the dividend) for all sign combinations, for int, long and floating point.
public class DivRemNegative {
    public static void main(String[] args) {
        int[][] pairs = { { 7, 2 }, { -7, 2 }, { 7, -2 }, { -7, -2 }, { 1, 3 }, { -1, 3 }, { 0, -5 } };
        for (int[] p : pairs) {
            int a = p[0], b = p[1];
            System.out.println(a + "/" + b + "=" + (a / b) + " " + a + "%" + b + "=" + (a % b)
                + " floorDiv=" + Math.floorDiv(a, b) + " floorMod=" + Math.floorMod(a, b));
        }
        long la = -9_000_000_000L, lb = 7;
        System.out.println("long " + (la / lb) + " " + (la % lb) + " " + (-la % -lb));
        System.out.println("double % " + (7.5 % 2) + " " + (-7.5 % 2) + " " + (7.5 % -2) + " " + (-0.0 % 5));
        System.out.println("float % " + (5.5f % 1.5f) + " " + (-5.5f % 1.5f));
        System.out.println("x%1 " + (-5 % 1) + " x%-1 " + (5 % -1));
        System.out.println("shift vs div " + (-7 >> 1) + " " + (-7 / 2) + " " + (-7 >>> 28));
        char c = 'z';
        System.out.println("char div " + (c / 10) + " " + (c % 10));
    }
}
