// Checks string identity: literals and compile-time constants are interned,
// new String and runtime concatenation are not, and intern() returns the literal.
public class StringInternEquality {
    static final String CONST = "ab";

    public static void main(String[] args) {
        String lit = "abc";
        String lit2 = "abc";
        String constFold = "a" + "bc";
        String constFold2 = CONST + "c";
        String created = new String("abc");
        String b = "b";
        String runtime = "a" + b + "c";
        System.out.println(lit == lit2);
        System.out.println(lit == constFold);
        System.out.println(lit == constFold2);
        System.out.println(lit == created);
        System.out.println(lit == runtime);
        System.out.println(lit.equals(runtime));
        System.out.println(lit == created.intern());
        System.out.println(lit == runtime.intern());
        String fresh = new StringBuilder("zq").append("xw").toString();
        String freshInterned = fresh.intern();
        System.out.println(freshInterned == "zqxw");
        System.out.println(fresh.intern() == freshInterned);
        System.out.println(String.valueOf(12).intern() == "12");
        System.out.println("".intern() == "");
        System.out.println(new String("") == "");
    }
}
