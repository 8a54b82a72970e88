// Checks equals across boxed types (Integer vs Long false), Double.equals for
// NaN and -0.0 vs ==, compareTo orderings, and unboxing in mixed comparisons.
public class BoxedEqualsAcrossTypes {
    public static void main(String[] args) {
        System.out.println(Integer.valueOf(1).equals(Long.valueOf(1)));
        System.out.println(Long.valueOf(1).equals(1));
        System.out.println(Long.valueOf(1).equals(1L));
        System.out.println(Short.valueOf((short) 1).equals(1));
        System.out.println(Byte.valueOf((byte) 1).equals((byte) 1));
        System.out.println(Character.valueOf('A').equals(65));
        System.out.println(Double.valueOf(1.0).equals(1.0f));
        System.out.println(Integer.valueOf(1).equals(null));
        Double nan = Double.NaN;
        System.out.println(nan.equals(Double.NaN) + " " + (Double.NaN == Double.NaN));
        Double pz = 0.0;
        Double nz = -0.0;
        System.out.println(pz.equals(nz) + " " + (0.0 == -0.0) + " " + pz.compareTo(nz) + " " + Double.compare(-0.0, 0.0));
        System.out.println(Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Float.compare(Float.NaN, Float.NaN));
        Integer big = 1000;
        Long bigL = 1000L;
        System.out.println(big.longValue() == bigL);
        System.out.println(big == 1000L);
        Object o1 = 5;
        Object o2 = 5L;
        Object o3 = 5.0;
        System.out.println(o1.getClass().getName() + " " + o2.getClass().getName() + " " + o3.getClass().getName());
        System.out.println(o1.equals(o2) + " " + o2.equals(o3));
        Integer i1 = 42;
        Integer i2 = Integer.valueOf(42);
        System.out.println(i1.compareTo(i2) + " " + Integer.valueOf(3).compareTo(7) + " " + Boolean.TRUE.compareTo(false));
        System.out.println(Character.valueOf('b').compareTo('a') + " " + Byte.valueOf((byte) -1).compareTo((byte) 1));
        Object t = true ? 1 : 2.0;
        System.out.println(t);
    }
}
