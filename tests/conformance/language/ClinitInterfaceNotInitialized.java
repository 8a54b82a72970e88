// Checks that initialising a class does not initialise its superinterfaces when
// they declare no default methods, and an interface field access initialises it.
public class ClinitInterfaceNotInitialized {
    static int log(String s) { System.out.println("  init " + s); return 1; }

    interface Plain {
        int P = log("Plain");   // not a constant: needs <clinit>
        void m();
    }
    interface SubPlain extends Plain {
        int S = log("SubPlain");
    }
    static class Impl implements SubPlain {
        static { log("Impl"); }
        public void m() { System.out.println("  Impl.m"); }
    }

    public static void main(String[] args) {
        System.out.println("new Impl");
        Impl i = new Impl();
        System.out.println("call m via interface");
        Plain p = i;
        p.m();
        System.out.println("read SubPlain.S");
        int s = SubPlain.S;
        System.out.println("read Plain.P");
        int q = Plain.P;
        System.out.println("sum " + (s + q));
    }
}
