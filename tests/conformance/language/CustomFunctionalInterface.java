// Checks custom functional interfaces with primitive parameters and returns
// (int, long, double, boolean, char), generics, default methods, and void.
public class CustomFunctionalInterface {
    @FunctionalInterface interface IntOp { int apply(int a, int b); }
    @FunctionalInterface interface LongToDouble { double conv(long x); }
    @FunctionalInterface interface CharTest { boolean test(char c); }
    @FunctionalInterface interface Tri<A, B, C, R> { R apply(A a, B b, C c); }
    @FunctionalInterface interface Action { void act(String s); default Action twice() { return s -> { act(s); act(s); }; } }
    @FunctionalInterface interface ByteMaker { byte make(int v); }

    static int fold(int[] xs, int init, IntOp op) {
        int acc = init;
        for (int x : xs) acc = op.apply(acc, x);
        return acc;
    }

    public static void main(String[] args) {
        int[] xs = { 3, 1, 4, 1, 5 };
        System.out.println("sum=" + fold(xs, 0, (a, b) -> a + b) + " max=" + fold(xs, Integer.MIN_VALUE, Math::max));
        LongToDouble half = x -> x / 2.0;
        System.out.println(half.conv(7L) + " " + half.conv(Long.MAX_VALUE));
        CharTest vowel = c -> "aeiou".indexOf(c) >= 0;
        System.out.println(vowel.test('e') + " " + vowel.test('z'));
        Tri<String, Integer, Character, String> pad = (s, n, c) -> {
            StringBuilder sb = new StringBuilder(s);
            while (sb.length() < n) sb.insert(0, c);
            return sb.toString();
        };
        System.out.println(pad.apply("42", 6, '0'));
        Action print = s -> System.out.println("act " + s);
        print.twice().act("x");
        ByteMaker bm = v -> (byte) v;
        System.out.println(bm.make(300) + " " + bm.make(-129));
        IntOp div = (a, b) -> a / b;
        try {
            div.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("lambda threw " + e.getMessage());
        }
    }
}
