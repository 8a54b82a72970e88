// Checks int switches compiled to tableswitch (dense) and lookupswitch (sparse),
// with negative, extreme (MIN/MAX_VALUE) keys, fall-through and default.
public class SwitchSparseDense {
    static String dense(int x) {
        switch (x) {
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2:
            case 3: return "two-or-three";
            case 4: return "four";
            case 6: return "six";
            default: return "dense-default";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "min";
            case -1000000: return "minus million";
            case 7: return "seven";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "max";
            default: return "sparse-default";
        }
    }

    static int fall(int x) {
        int r = 0;
        switch (x) {
            case 1: r |= 1;
            case 2: r |= 2;
            case 3: r |= 4; break;
            case 10: r |= 8;
            default: r |= 16;
        }
        return r;
    }

    public static void main(String[] args) {
        for (int x = -3; x <= 7; x++) System.out.print(x + ":" + dense(x) + " ");
        System.out.println();
        int[] ks = { Integer.MIN_VALUE, -1000000, -999999, 7, 8, 1000, 65536, 65535, Integer.MAX_VALUE, 0 };
        for (int k : ks) System.out.println(k + " -> " + sparse(k));
        for (int x : new int[] { 1, 2, 3, 4, 10 }) System.out.print(fall(x) + " ");
        System.out.println();
        byte b = -1;
        switch (b) { case -1: System.out.println("byte -1"); break; default: System.out.println("byte other"); }
        Integer boxed = 1000;
        System.out.println("boxed -> " + sparse(boxed));
    }
}
