// Checks ArithmeticException "/ by zero" for int and long division and
// remainder, and that floating-point division by zero does not throw.
public class ArithmeticDivByZero {
    static int zero() { return 0; }

    public static void main(String[] args) {
        int z = zero();
        try { System.out.println(10 / z); } catch (ArithmeticException e) { System.out.println("idiv: " + e.getMessage()); }
        try { System.out.println(10 % z); } catch (ArithmeticException e) { System.out.println("irem: " + e.getMessage()); }
        long lz = z;
        try { System.out.println(10L / lz); } catch (ArithmeticException e) { System.out.println("ldiv: " + e); }
        try { System.out.println(10L % lz); } catch (ArithmeticException e) { System.out.println("lrem: " + e.getMessage()); }
        int x = 7;
        try { x /= z; } catch (ArithmeticException e) { System.out.println("compound: " + e.getMessage() + " x=" + x); }
        System.out.println("fdiv: " + (1.0f / z) + " " + (-1.0 / z) + " " + (0.0 / z) + " " + (5.0 % z));
        try { System.out.println(Math.floorDiv(1, z)); } catch (ArithmeticException e) { System.out.println("floorDiv: " + e.getMessage()); }
        try { System.out.println(Math.addExact(Integer.MAX_VALUE, 1)); } catch (ArithmeticException e) { System.out.println("addExact: " + e.getMessage()); }
        short s = 5; byte b = 0;
        try { System.out.println(s / b); } catch (ArithmeticException e) { System.out.println("short/byte: " + e.getMessage()); }
    }
}
