// Checks an exception in <clinit>: first use throws ExceptionInInitializerError
// with the cause; later uses throw NoClassDefFoundError.
public class ClinitExceptionNoClassDef {
    static class Broken {
        static int value = compute();
        static int compute() {
            System.out.println("  Broken.<clinit> running");
            if (value == 0) throw new IllegalStateException("clinit failed");
            return 1;
        }
        static int get() { return value; }
    }
    static class DivBroken {
        static int zero = 0;
        static int v = 10 / zero;
    }

    public static void main(String[] args) {
        try {
            Broken.get();
        } catch (ExceptionInInitializerError e) {
            System.out.println("1: " + e.getClass().getName());
            Throwable c = e.getCause();
            System.out.println("   cause: " + c.getClass().getName() + ": " + c.getMessage());
            System.out.println("   message: " + e.getMessage());
        }
        try {
            Broken.get();
        } catch (NoClassDefFoundError e) {
            System.out.println("2: " + e.getClass().getName());
        }
        try {
            new Broken();
        } catch (Throwable e) {
            System.out.println("3: " + e.getClass().getName());
        }
        try {
            System.out.println(DivBroken.v);
        } catch (ExceptionInInitializerError e) {
            System.out.println("4: " + e.getClass().getName() + " cause " + e.getCause());
        }
        try {
            System.out.println(DivBroken.zero);
        } catch (NoClassDefFoundError e) {
            System.out.println("5: " + e.getClass().getName());
        }
        System.out.println("done");
    }
}
