// Checks that reading static final compile-time constants does not trigger
// class initialisation, while non-constant static finals do.
public class ClinitConstantNoInit {
    static class Consts {
        static { System.out.println("  Consts initialised"); }
        static final int INT_C = 42;
        static final String STR_C = "const";
        static final long LONG_C = 1L << 40;
        static final double D_C = 2.5;
        static final boolean B_C = true;
        static final Integer BOXED = 7;                  // not a constant
        static final String COMPUTED = "x".concat("y");   // not a constant
    }
    interface IConsts {
        int I = 5;
        String S = "iface";
    }

    public static void main(String[] args) {
        System.out.println("constants: " + Consts.INT_C + " " + Consts.STR_C + " " + Consts.LONG_C + " " + Consts.D_C + " " + Consts.B_C);
        System.out.println("iface constants: " + IConsts.I + " " + IConsts.S);
        System.out.println("class literal: " + Consts.class.getSimpleName());
        Consts[] arr = new Consts[3];
        System.out.println("array created, length " + arr.length);
        System.out.println("now non-constant:");
        System.out.println("boxed " + Consts.BOXED);
        System.out.println("computed " + Consts.COMPUTED);
    }
}
