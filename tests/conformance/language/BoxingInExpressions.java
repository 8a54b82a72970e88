// Checks autoboxing/unboxing in arithmetic, ternaries (numeric promotion of
// mixed boxes), compound assignment on wrappers, and overloads with boxes.
public class BoxingInExpressions {
    static String kind(Object o) { return o.getClass().getSimpleName(); }
    static long widen(long x) { return x; }

    public static void main(String[] args) {
        Integer a = 10;
        Integer b = a + 5;
        a++;
        a += 100;
        System.out.println("a=" + a + " b=" + b + " kind=" + kind(a));
        Double d = 1.5;
        Object mixed = a * d;
        System.out.println("Integer*Double -> " + mixed + " " + kind(mixed));
        Object t1 = true ? Integer.valueOf(1) : Double.valueOf(2.0);
        System.out.println("ternary promotes: " + t1 + " " + kind(t1));
        Object t2 = true ? (Object) Integer.valueOf(1) : Double.valueOf(2.0);
        System.out.println("ternary with Object: " + t2 + " " + kind(t2));
        Character ch = 'x';
        int code = ch + 1;
        System.out.println("Character+1=" + code);
        Long big = 3L;
        big *= a;
        System.out.println("Long*=Integer -> " + big + " " + kind(big));
        System.out.println("widen(Integer) " + widen(a));
        Boolean flag = a > b;
        System.out.println("flag " + flag + " " + (flag && !Boolean.FALSE));
        Byte by = (byte) 200;
        Short sh = (short) -5;
        System.out.println("byte/short boxes " + by + " " + sh + " " + (by + sh) + " " + kind(by + sh));
        Object o = 'c';
        Object o2 = 3.0f;
        Object o3 = 7L;
        System.out.println(kind(o) + " " + kind(o2) + " " + kind(o3) + " " + kind(1 == 1));
        Integer x = 127;
        int sum = 0;
        for (Integer i = 0; i < 5; i++) sum += i;
        System.out.println("loop over Integer sum=" + sum + " x==127:" + (x == 127));
    }
}
