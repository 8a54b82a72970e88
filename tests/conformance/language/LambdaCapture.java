// Checks lambdas capturing effectively-final locals, parameters, loop copies,
// `this` (instance fields seen live), and static fields.
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class LambdaCapture {
    int field = 1;
    static int sfield = 100;

    Supplier<String> captureThis() { return () -> "field=" + field + " this.field=" + this.field; }
    IntSupplier captureParam(int p) { int local = p * 3; return () -> p + local + field; }

    public static void main(String[] args) {
        LambdaCapture o = new LambdaCapture();
        Supplier<String> s = o.captureThis();
        System.out.println(s.get());
        o.field = 42;
        System.out.println(s.get());
        IntSupplier is = o.captureParam(2);
        System.out.println(is.getAsInt());
        o.field = 0;
        System.out.println(is.getAsInt());
        IntSupplier[] arr = new IntSupplier[3];
        for (int i = 0; i < 3; i++) {
            int copy = i * 10;
            arr[i] = () -> copy + sfield;
        }
        sfield = 5;
        for (IntSupplier x : arr) System.out.print(x.getAsInt() + " ");
        System.out.println();
        String str = "captured";
        long big = 1L << 40;
        double d = 0.5;
        char c = 'q';
        Supplier<String> multi = () -> str + " " + big + " " + d + " " + c;
        System.out.println(multi.get());
        int[] counter = { 0 };
        Runnable inc = () -> counter[0]++;
        inc.run(); inc.run(); inc.run();
        System.out.println("counter=" + counter[0]);
    }
}
