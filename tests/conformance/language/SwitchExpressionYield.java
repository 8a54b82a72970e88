// Checks switch expressions: arrow form, multiple labels, blocks with yield,
// old-style colon form with yield, on int, String and enum, used inline.
public class SwitchExpressionYield {
    enum Size { S, M, L, XL }

    static String size(int n) {
        return switch (n) {
            case 0 -> "none";
            case 1, 2, 3 -> "few";
            default -> {
                if (n < 0) yield "negative";
                String s = n > 100 ? "lots" : "many";
                yield s + "(" + n + ")";
            }
        };
    }

    static int price(Size s) {
        return switch (s) {
            case S -> 5;
            case M -> 7;
            case L, XL -> { int base = 9; yield s == Size.XL ? base + 3 : base; }
        };
    }

    static double colon(String code) {
        double v = switch (code) {
            case "pi":
                yield 3.14;
            case "e":
                System.out.println("  computing e");
                yield 2.72;
            default:
                yield -1;
        };
        return v;
    }

    public static void main(String[] args) {
        for (int n : new int[] { 0, 2, 3, 4, 500, -9 }) System.out.println(n + " -> " + size(n));
        int total = 0;
        for (Size s : Size.values()) total += price(s);
        System.out.println("total price " + total);
        System.out.println(colon("pi") + " " + colon("e") + " " + colon("tau"));
        char grade = 'B';
        String msg = "grade " + switch (grade) { case 'A' -> "top"; case 'B', 'C' -> "mid"; default -> "low"; };
        System.out.println(msg);
        long big = 2;
        boolean flag = switch ((int) big) { case 2 -> true; default -> false; };
        System.out.println("flag " + flag);
    }
}
