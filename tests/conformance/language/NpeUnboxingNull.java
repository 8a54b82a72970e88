// Checks NullPointerException when unboxing null wrappers of several types in
// arithmetic, assignment, conditions and method arguments.
public class NpeUnboxingNull {
    static Integer boxedField;
    static int twice(int x) { return 2 * x; }
    static Long nullLong() { return null; }

    public static void main(String[] args) {
        Integer i = null;
        try { int x = i; System.out.println(x); } catch (NullPointerException e) { System.out.println("1: " + e.getMessage()); }
        try { System.out.println(i + 1); } catch (NullPointerException e) { System.out.println("2: " + e.getMessage()); }
        Boolean b = null;
        try { if (b) System.out.println("t"); } catch (NullPointerException e) { System.out.println("3: " + e.getMessage()); }
        try { System.out.println(twice(boxedField)); } catch (NullPointerException e) { System.out.println("4: " + e.getMessage()); }
        try { long l = nullLong(); System.out.println(l); } catch (NullPointerException e) { System.out.println("5: " + e.getMessage()); }
        Double d = null;
        try { double dd = d * 2; System.out.println(dd); } catch (NullPointerException e) { System.out.println("6: " + e.getMessage()); }
        Character c = null;
        try { char ch = c; System.out.println(ch); } catch (NullPointerException e) { System.out.println("7: " + e.getMessage()); }
        try { Integer j = null; j++; } catch (NullPointerException e) { System.out.println("8: " + e.getMessage()); }
        Integer k = 5;
        int r = true ? k : 0;
        System.out.println("ok " + r);
        try { Integer z = null; int t = false ? 1 : z; System.out.println(t); } catch (NullPointerException e) { System.out.println("9: " + e.getMessage()); }
    }
}
