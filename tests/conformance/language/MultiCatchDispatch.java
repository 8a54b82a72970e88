// Checks multi-catch clauses (catch A | B e), catch ordering by subclass,
// and exceptions not matched falling through to an outer handler.
public class MultiCatchDispatch {
    static void thrower(int k) throws Exception {
        switch (k) {
            case 0: throw new IllegalArgumentException("iae");
            case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
            case 2: throw new NullPointerException("npe");
            case 3: throw new java.io.IOException("io");
            case 4: throw new Exception("plain");
            default: System.out.println("  no throw");
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 5; k++) {
            try {
                try {
                    thrower(k);
                } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
                    System.out.println(k + ": multi1 " + e.getClass().getSimpleName() + " " + e.getMessage());
                } catch (NullPointerException | java.io.IOException e) {
                    System.out.println(k + ": multi2 " + e.getClass().getSimpleName() + " " + e.getMessage());
                }
            } catch (Exception e) {
                System.out.println(k + ": outer " + e.getMessage());
            }
        }
        try {
            Object o = "s";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException | ArithmeticException e) {
            System.out.println("cce in multi-catch: " + (e instanceof ClassCastException));
        }
    }
}
