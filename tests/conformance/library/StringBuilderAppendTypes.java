// Checks StringBuilder.append of every primitive type, char[], char[] range,
// CharSequence range, null String/Object/StringBuilder and appendCodePoint.
public class StringBuilderAppendTypes {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append('|');
        sb.append('c').append('|');
        sb.append((byte) -5).append('|');
        sb.append((short) 300).append('|');
        sb.append(123456).append('|');
        sb.append(-9876543210L).append('|');
        sb.append(2.5f).append('|');
        sb.append(0.1).append('|');
        sb.append(new char[] {'x', 'y', 'z'}).append('|');
        sb.append(new char[] {'a', 'b', 'c', 'd'}, 1, 2).append('|');
        sb.append("hello world", 6, 11).append('|');
        String ns = null;
        sb.append(ns).append('|');
        Object no = null;
        sb.append(no).append('|');
        StringBuilder nsb = null;
        sb.append(nsb).append('|');
        sb.append(Integer.valueOf(77)).append('|');
        sb.appendCodePoint(0x41).append('|');
        sb.append(1e-10).append('|');
        sb.append(Float.NaN).append('|');
        sb.append(Double.NEGATIVE_INFINITY);
        System.out.println(sb);
        System.out.println(sb.length());
        StringBuilder other = new StringBuilder("tail");
        System.out.println(new StringBuilder("head-").append(other));
        System.out.println(new StringBuilder().append(Long.MIN_VALUE).append(Integer.MIN_VALUE));
    }
}
