// Checks concatenation with null references, objects with custom toString
// (including one returning null), arrays of chars in concat, and StringBuilder.
public class ConcatNullAndObjects {
    static class Money {
        final long cents;
        Money(long c) { cents = c; }
        @Override public String toString() { return "$" + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100; }
    }
    static class NullToString {
        @Override public String toString() { return null; }
    }
    record Pair(Object a, Object b) { }

    public static void main(String[] args) {
        String s = null;
        Object o = null;
        System.out.println("null string: " + s + ", null object: " + o);
        System.out.println(s + s);
        System.out.println(null + "x");
        System.out.println("money " + new Money(1234) + " " + new Money(5));
        System.out.println("nts " + new NullToString());
        System.out.println("pair " + new Pair(null, new Money(99)));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " " + sb.append(1).append('x').append((String) null));
        Integer boxed = 77;
        Character ch = 'k';
        Boolean bo = Boolean.FALSE;
        Double dd = 0.5;
        System.out.println("boxed " + boxed + ch + bo + dd);
        String t = "a";
        t += null;
        t += new Money(100);
        System.out.println(t);
        Object[] arr = { 1, "two", 3.0, 'c', null, new Money(0) };
        String all = "";
        for (Object x : arr) all += x + ";";
        System.out.println(all);
        System.out.println(("" + 1 + 2).length() + " " + ("x" + (1 + 2)));
    }
}
