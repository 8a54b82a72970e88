// Checks that a virtual call from a superclass constructor dispatches to the
// subclass override, which sees the subclass fields still at default values.
public class VirtualCallInConstructor {
    static class Base {
        Base() {
            System.out.println("Base ctor calls describe(): " + describe());
        }
        String describe() { return "base"; }
    }
    static class Sub extends Base {
        int n = 42;
        String s = "set";
        final int k;
        Sub() {
            super();
            k = 9;
            System.out.println("Sub ctor: " + describe());
        }
        @Override String describe() { return "sub n=" + n + " s=" + s + " k=" + k; }
    }

    public static void main(String[] args) {
        Sub s = new Sub();
        System.out.println("after: " + s.describe());
    }
}
