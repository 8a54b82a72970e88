// Checks StringBuilder.delete, deleteCharAt, setCharAt, setLength (shrink and
// grow with NUL padding), replace, and their out-of-range exception messages.
public class StringBuilderDeleteSetLength {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("0123456789");
        sb.delete(2, 5);
        System.out.println(sb);
        sb.delete(5, 100);
        System.out.println(sb);
        sb.deleteCharAt(0);
        System.out.println(sb);
        sb.setCharAt(1, 'X');
        System.out.println(sb);
        sb.setLength(2);
        System.out.println(sb + " " + sb.length());
        sb.setLength(4);
        System.out.println(sb.length() + " " + (int) sb.charAt(3));
        sb.setLength(0);
        System.out.println("[" + sb + "]");
        StringBuilder r = new StringBuilder("hello world");
        r.replace(0, 5, "HELLO");
        System.out.println(r);
        r.replace(6, 11, "there, friend");
        System.out.println(r);
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").delete(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setCharAt(5, 'q');
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
