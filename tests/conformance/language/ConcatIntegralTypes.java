// Checks string concatenation with + of int, long, char, boolean, byte and
// short values, including extremes, char arithmetic vs char concat, and order.
public class ConcatIntegralTypes {
    public static void main(String[] args) {
        int i = -42; long l = Long.MIN_VALUE; char c = 'Z'; boolean t = true, f = false;
        byte b = Byte.MIN_VALUE; short s = Short.MAX_VALUE;
        System.out.println("int " + i + " long " + l + " char " + c + " bool " + t + "/" + f + " byte " + b + " short " + s);
        System.out.println("extremes " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Long.MAX_VALUE + " " + (byte) 255 + " " + (short) 65535);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c");
        System.out.println("c" + 'a' + 'b');
        System.out.println('a' + 1 + "|" + (char) ('a' + 1));
        System.out.println("" + (char) 72 + (char) 105);
        char[] cs = { 'x', 'y' };
        System.out.println("chars " + cs[0] + cs[1] + " " + String.valueOf(cs));
        String s2 = "start";
        s2 += 1;
        s2 += 'c';
        s2 += 2L;
        s2 += true;
        System.out.println(s2);
        int n = 5;
        String built = "n=" + n++ + " then " + n + " pre " + ++n;
        System.out.println(built);
        System.out.println("neg zero int " + (-0) + " hex " + 0xFF + " octal " + 010 + " binary " + 0b101 + " underscore " + 1_000_000);
        System.out.println("unicode code " + (int) '\u00e9' + " len " + "\u00fc".length());
    }
}
