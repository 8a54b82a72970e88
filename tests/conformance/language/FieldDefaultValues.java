// Checks default values of instance and static fields of every primitive and
// reference type, and that assignments of each type read back correctly.
public class FieldDefaultValues {
    static boolean sz; static byte sb; static short ss; static char sc;
    static int si; static long sj; static float sf; static double sd; static Object so;
    boolean z; byte b; short s; char c; int i; long j; float f; double d; String str; int[] arr;

    public static void main(String[] args) {
        System.out.println("static: " + sz + " " + sb + " " + ss + " " + (int) sc + " " + si + " " + sj + " " + sf + " " + sd + " " + so);
        FieldDefaultValues o = new FieldDefaultValues();
        System.out.println("instance: " + o.z + " " + o.b + " " + o.s + " " + (int) o.c + " " + o.i + " " + o.j + " " + o.f + " " + o.d + " " + o.str + " " + o.arr);
        System.out.println("char is NUL: " + (o.c == '\u0000'));
        o.z = true; o.b = -128; o.s = -32768; o.c = 'x'; o.i = Integer.MIN_VALUE;
        o.j = Long.MAX_VALUE; o.f = 1.5f; o.d = -2.25; o.str = "s"; o.arr = new int[2];
        System.out.println("set: " + o.z + " " + o.b + " " + o.s + " " + o.c + " " + o.i + " " + o.j + " " + o.f + " " + o.d + " " + o.str + " " + o.arr.length);
        sz = true; sb = 127; ss = 32767; sc = '\uffff'; si = -1; sj = Long.MIN_VALUE; sf = -0.0f; sd = 1e300; so = "obj";
        System.out.println("static set: " + sz + " " + sb + " " + ss + " " + (int) sc + " " + si + " " + sj + " " + sf + " " + sd + " " + so);
        FieldDefaultValues o2 = new FieldDefaultValues();
        System.out.println("fresh instance unaffected: " + o2.i + " " + o2.str);
    }
}
