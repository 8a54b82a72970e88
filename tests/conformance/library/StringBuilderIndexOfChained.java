// Checks StringBuilder.indexOf/lastIndexOf, charAt, substring, toString copies,
// chained calls and equals/compareTo semantics (identity equals, content compareTo).
public class StringBuilderIndexOfChained {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder().append("abc").append("-").append("abc").append("-").append(123);
        System.out.println(sb + " len=" + sb.length());
        System.out.println(sb.indexOf("abc") + " " + sb.indexOf("abc", 1) + " " + sb.lastIndexOf("abc") + " " + sb.indexOf("zz"));
        System.out.println(sb.lastIndexOf("-", 5) + " " + sb.indexOf(""));
        System.out.println(sb.substring(4) + " " + sb.substring(0, 3) + " " + sb.charAt(8));
        String snap = sb.toString();
        sb.append("!");
        System.out.println(snap + " " + sb);
        StringBuilder a = new StringBuilder("same");
        StringBuilder b = new StringBuilder("same");
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.toString().equals(b.toString()));
        System.out.println(new StringBuilder("apple").compareTo(new StringBuilder("banana")));
        String chain = new StringBuilder("x").append(1).append('y').reverse().insert(0, "<").append(">").toString().toUpperCase();
        System.out.println(chain);
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(':').append(3.0).reverse();
        System.out.println(buf);
        CharSequence cs = sb;
        System.out.println(cs.length() + " " + cs.subSequence(0, 2));
    }
}
