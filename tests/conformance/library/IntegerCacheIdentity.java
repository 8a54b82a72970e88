// Checks the Integer.valueOf cache: -128..127 boxes are shared, values outside are
// distinct objects; autoboxing uses valueOf; new-free equals always compares values.
public class IntegerCacheIdentity {
    public static void main(String[] args) {
        System.out.println(Integer.valueOf(127) == Integer.valueOf(127));
        System.out.println(Integer.valueOf(128) == Integer.valueOf(128));
        System.out.println(Integer.valueOf(-128) == Integer.valueOf(-128));
        System.out.println(Integer.valueOf(-129) == Integer.valueOf(-129));
        System.out.println(Integer.valueOf(0) == Integer.valueOf("0"));
        Integer a = 100;
        Integer b = 100;
        Integer c = 1000;
        Integer d = 1000;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d));
        System.out.println(c == 1000);
        System.out.println(c.intValue() == d.intValue());
        int shared = 0;
        for (int i = -130; i <= 130; i++) {
            if (Integer.valueOf(i) == Integer.valueOf(i)) {
                shared++;
            }
        }
        System.out.println("shared=" + shared);
        Integer x = 127;
        x++;
        Integer y = 128;
        System.out.println(x.equals(y) + " " + (x == y));
        Integer p = 5;
        Integer q = 5;
        System.out.println(p.compareTo(q) + " " + Integer.compare(c, d));
    }
}
