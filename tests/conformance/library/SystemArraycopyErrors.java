// Checks the exception types and messages of System.arraycopy: out-of-bounds source/
// destination, negative length/positions, type mismatches (ArrayStoreException) and nulls.
public class SystemArraycopyErrors {
    interface Action {
        void run();
    }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] src = new int[5];
        int[] dst = new int[5];
        attempt("src too far", () -> System.arraycopy(src, 3, dst, 0, 5));
        attempt("dst too far", () -> System.arraycopy(src, 0, dst, 2, 4));
        attempt("negative length", () -> System.arraycopy(src, 0, dst, 0, -1));
        attempt("negative srcPos", () -> System.arraycopy(src, -1, dst, 0, 1));
        attempt("negative dstPos", () -> System.arraycopy(src, 0, dst, -2, 1));
        attempt("exact fit", () -> System.arraycopy(src, 0, dst, 0, 5));
        attempt("zero at end", () -> System.arraycopy(src, 5, dst, 5, 0));
        attempt("int to long", () -> System.arraycopy(src, 0, new long[5], 0, 1));
        attempt("not an array", () -> System.arraycopy("str", 0, dst, 0, 1));
        attempt("dest not array", () -> System.arraycopy(src, 0, new Object(), 0, 1));
        attempt("obj to prim", () -> System.arraycopy(new Object[1], 0, dst, 0, 1));
        attempt("null src", () -> System.arraycopy(null, 0, dst, 0, 1));
        attempt("null dst", () -> System.arraycopy(src, 0, null, 0, 1));
        Object[] mixed = {"a", 1, "c"};
        String[] strings = new String[3];
        attempt("element store", () -> System.arraycopy(mixed, 0, strings, 0, 3));
        System.out.println(strings[0] + " " + strings[1] + " " + strings[2]);
        attempt("String[] to Integer[]", () -> System.arraycopy(new String[] {"x"}, 0, new Integer[1], 0, 1));
        attempt("long[] src oob", () -> System.arraycopy(new long[3], 2, new long[3], 0, 2));
        attempt("Object[] dst oob", () -> System.arraycopy(new String[3], 0, new Object[2], 0, 3));
        attempt("byte[] big", () -> System.arraycopy(new byte[4], 0, new byte[4], 1, 4));
        Object[] objs = new Integer[1];
        attempt("array store", () -> objs[0] = "not an integer");
    }
}
