// Checks System.out.print/println overloads for every primitive type, char[],
// null String, null Object, boxed values, empty println and print without newline.
public class PrintPrimitives {
    public static void main(String[] args) {
        System.out.println(true);
        System.out.println('c');
        System.out.println((byte) -7);
        System.out.println((short) 1234);
        System.out.println(-42);
        System.out.println(1234567890123L);
        System.out.println(1.25f);
        System.out.println(-0.1);
        System.out.println(new char[] {'a', 'b', 'c'});
        String ns = null;
        System.out.println(ns);
        Object no = null;
        System.out.println(no);
        System.out.println(Integer.valueOf(5));
        System.out.println();
        System.out.print(false);
        System.out.print(' ');
        System.out.print('x');
        System.out.print(7);
        System.out.print(8L);
        System.out.print(0.5f);
        System.out.print(0.25);
        System.out.print(new char[] {'!', '?'});
        System.out.print(ns);
        System.out.print(no);
        System.out.print("\n");
        System.out.println("tab\tseparated\tvalues");
        System.out.println("" + 1 + 2 + " " + (1 + 2) + " " + 'a' + 'b' + " " + ('a' + 'b'));
        char[] empty = {};
        System.out.println(empty);
        System.out.println(Double.NaN + " " + Float.NEGATIVE_INFINITY + " " + Long.MIN_VALUE);
        System.out.print("no newline at end");
    }
}
