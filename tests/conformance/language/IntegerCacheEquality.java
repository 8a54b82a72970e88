// Checks Integer/Long/Short/Character/Boolean box identity: == is true inside the
// -128..127 cache and false outside it, while equals and unboxed == compare values.
public class IntegerCacheEquality {
    static Integer box(int v) { return v; }

    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        Integer e = -128, f = -128;
        Integer g = -129, h = -129;
        System.out.println("127: " + (a == b) + " 128: " + (c == d) + " -128: " + (e == f) + " -129: " + (g == h));
        System.out.println("equals 128: " + c.equals(d) + " unboxed: " + (c.intValue() == d) + " compare " + c.compareTo(d));
        System.out.println("valueOf 100: " + (Integer.valueOf(100) == Integer.valueOf(100)) + " valueOf 1000: " + (Integer.valueOf(1000) == Integer.valueOf(1000)));
        System.out.println("box() 5: " + (box(5) == box(5)) + " box() 500: " + (box(500) == box(500)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127: " + (l1 == l2) + " Long 128: " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println("Short 100: " + (s1 == s2) + " Character a: " + (c1 == c2) + " Character 256: " + (c3 == c4));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t1 == Boolean.TRUE));
        Integer big = 1000;
        int prim = 1000;
        System.out.println("mixed ==: " + (big == prim) + " Long.equals(Integer): " + Long.valueOf(5).equals(5) + " " + Long.valueOf(5).equals(5L));
    }
}
